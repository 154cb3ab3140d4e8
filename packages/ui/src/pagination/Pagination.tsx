import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { mergeProps, useButton, useFocusRing, useNumberFormatter } from 'react-aria';
import {
  Ellipsis,
  PageButton,
  PageList,
  PageSlot,
  PaginationRoot,
  SummaryText,
  type PaginationSize,
} from './Pagination.styles';
import {
  paginationSummary,
  usePagination,
  type PaginationSummary,
  type UsePaginationOptions,
} from './usePagination';
import { translateStrings, useTranslation } from '../i18n';

/** Accessible names of the pagination bar and its buttons. */
export interface PaginationLabels {
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Name of a numbered button, e.g. "Page 3". */
  page: (page: number) => string;
}

const defaultLabels: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
};

/** Props of {@link Pagination}. */
export interface PaginationProps extends UsePaginationOptions {
  size?: PaginationSize;
  /** Disables every button, e.g. while a page is loading. */
  isDisabled?: boolean;
  /** Draw the first-page and last-page buttons beside previous and next. */
  showFirstLast?: boolean;
  /** Show "Showing 1 to 15 of 230 entries"; needs `totalItems` and `pageSize`. */
  showSummary?: boolean;
  /** Replaces the English summary sentence. */
  formatSummary?: (summary: PaginationSummary) => ReactNode;
  /** Overrides of the English accessible names. */
  labels?: Partial<PaginationLabels>;
  className?: string;
}

/** A page bar inside `<nav aria-label="Pagination">`: first, previous, numbered pages with gaps, next, last. */
export function Pagination({
  size = 'md',
  isDisabled = false,
  showFirstLast = true,
  showSummary = false,
  formatSummary,
  labels: labelOverrides,
  className,
  ...options
}: PaginationProps) {
  const { t } = useTranslation();
  const labels = {
    ...translateStrings(defaultLabels, t),
    page: (page: number) => t('Page {page}', { page }),
    ...labelOverrides,
  };
  const { page, totalPages, range, isFirst, isLast, setPage } = usePagination(options);
  const formatNumber = useNumberFormatter();
  const currentRef = useRef<HTMLButtonElement>(null);
  const refocusCurrent = useRef(false);

  // A boundary button that the user pressed can become disabled (e.g. "Next" on the last page); focus would
  // then fall to the document, so it moves to the current page button instead.
  useEffect(() => {
    if (refocusCurrent.current) {
      refocusCurrent.current = false;
      currentRef.current?.focus();
    }
  }, [page]);

  const go = (target: number, isBoundary: boolean) => {
    refocusCurrent.current = isBoundary;
    setPage(target);
  };

  const summary =
    showSummary && options.pageSize
      ? paginationSummary(page, options.pageSize, options.totalItems ?? 0)
      : undefined;
  const arrowProps = { size, isDisabled };

  return (
    <PaginationRoot className={className}>
      {summary && (
        <SummaryText aria-live="polite">
          {formatSummary
            ? formatSummary(summary)
            : `Showing ${formatNumber.format(summary.first)} to ${formatNumber.format(summary.last)} of ${formatNumber.format(summary.total)} entries`}
        </SummaryText>
      )}
      {totalPages > 0 && (
        <nav aria-label={labels.navigation}>
          <PageList>
            {showFirstLast && (
              <PageSlot>
                <PaginationButton
                  {...arrowProps}
                  label={labels.first}
                  isDisabled={isDisabled || isFirst}
                  onPress={() => go(1, true)}
                >
                  <Chevrons count={2} />
                </PaginationButton>
              </PageSlot>
            )}
            <PageSlot>
              <PaginationButton
                {...arrowProps}
                label={labels.previous}
                isDisabled={isDisabled || isFirst}
                onPress={() => go(page - 1, page - 1 === 1)}
              >
                <Chevrons count={1} />
              </PaginationButton>
            </PageSlot>
            {range.map((slot) =>
              typeof slot === 'number' ? (
                <PageSlot key={slot}>
                  <PaginationButton
                    size={size}
                    label={labels.page(slot)}
                    isDisabled={isDisabled}
                    isCurrent={slot === page}
                    buttonRef={slot === page ? currentRef : undefined}
                    onPress={() => go(slot, false)}
                  >
                    {formatNumber.format(slot)}
                  </PaginationButton>
                </PageSlot>
              ) : (
                // The numbered buttons already name their pages, so the gap marker is only visual.
                <PageSlot key={slot} aria-hidden="true">
                  <Ellipsis $size={size}>…</Ellipsis>
                </PageSlot>
              ),
            )}
            <PageSlot>
              <PaginationButton
                {...arrowProps}
                label={labels.next}
                isDisabled={isDisabled || isLast}
                onPress={() => go(page + 1, page + 1 === totalPages)}
              >
                <Chevrons count={1} direction="forward" />
              </PaginationButton>
            </PageSlot>
            {showFirstLast && (
              <PageSlot>
                <PaginationButton
                  {...arrowProps}
                  label={labels.last}
                  isDisabled={isDisabled || isLast}
                  onPress={() => go(totalPages, true)}
                >
                  <Chevrons count={2} direction="forward" />
                </PaginationButton>
              </PageSlot>
            )}
          </PageList>
        </nav>
      )}
    </PaginationRoot>
  );
}

interface PaginationButtonProps {
  size: PaginationSize;
  label: string;
  isDisabled: boolean;
  isCurrent?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  onPress: () => void;
  children: ReactNode;
}

function PaginationButton({
  size,
  label,
  isDisabled,
  isCurrent = false,
  buttonRef,
  onPress,
  children,
}: PaginationButtonProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = buttonRef ?? ownRef;
  const { buttonProps } = useButton({ onPress, isDisabled, 'aria-label': label }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <PageButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      aria-current={isCurrent ? 'page' : undefined}
      $size={size}
      $isCurrent={isCurrent}
      $isFocusVisible={isFocusVisible}
    >
      {children}
    </PageButton>
  );
}

/** One or two chevrons pointing back (towards page 1) or forward; the styles mirror them in RTL. */
function Chevrons({ count, direction = 'back' }: { count: 1 | 2; direction?: 'back' | 'forward' }) {
  const path = count === 1 ? 'M10 3 5 8l5 5' : 'M8 3 3 8l5 5M13 3 8 8l5 5';
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d={path} transform={direction === 'forward' ? 'matrix(-1 0 0 1 16 0)' : undefined} />
    </svg>
  );
}
