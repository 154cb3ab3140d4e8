import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useLocale, VisuallyHidden } from 'react-aria';
import { useTranslation } from '../i18n';
import type { GalleryMove, IconGalleryItem } from './galleryNavigation';
import {
  StyledCellButton,
  StyledFilter,
  StyledGallery,
  StyledNotice,
  StyledRow,
  StyledToolbar,
  StyledViewport,
} from './IconGallery.styles';
import { useIconGallery, type IconGalleryCopy } from './useIconGallery';

/** Props of {@link IconGallery}. */
export interface IconGalleryProps<T extends IconGalleryItem> {
  /** The symbols to show, in display order. */
  items: readonly T[];
  /** Draws one item's symbol; it is decorative, since its name is written beside it. */
  renderIcon: (item: T) => ReactNode;
  /** The text a press copies, e.g. a usage snippet; the item's name when left out. */
  snippet?: (item: T) => string;
  /** Called after each copy attempt, e.g. to raise a notification of your own. */
  onCopy?: (copy: IconGalleryCopy) => void;
  /** Label of the filter field. */
  filterLabel?: string;
  /** Accessible name of the grid of symbols. */
  listLabel?: string;
  /** Narrowest a cell may get; the grid fits as many columns as the width allows. */
  minCellWidth?: number;
  className?: string;
}

const keyMoves: Record<string, GalleryMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'rowStart',
  End: 'rowEnd',
  PageUp: 'pageUp',
  PageDown: 'pageDown',
};

function galleryMove(event: KeyboardEvent, isRtl: boolean): GalleryMove | undefined {
  if (event.altKey || event.metaKey) return undefined;
  if (event.key === 'ArrowRight') return isRtl ? 'previous' : 'next';
  if (event.key === 'ArrowLeft') return isRtl ? 'next' : 'previous';
  if (event.ctrlKey) return event.key === 'Home' ? 'first' : event.key === 'End' ? 'last' : undefined;
  return keyMoves[event.key];
}

/**
 * A searchable grid of symbols (icons, glyphs, flags). Only the rows in view are drawn, so thousands of items
 * stay quick to filter and scroll, and symbols that load their own artwork (flags) fetch it as they scroll
 * in. Arrow keys, Home/End and Page Up/Down move between items; a click, Enter or Space copies the item's
 * snippet and a notice says what was copied, or shows the snippet to copy by hand where the browser refuses.
 */
export function IconGallery<T extends IconGalleryItem>({
  items,
  renderIcon,
  snippet,
  onCopy,
  filterLabel,
  listLabel,
  minCellWidth = 176,
  className,
}: IconGalleryProps<T>) {
  const { t } = useTranslation();
  const { direction } = useLocale();
  const gallery = useIconGallery({ items, snippet, onCopy });
  const { shown, activeIndex } = gallery;
  const hintId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const rowHeight = items.some((item) => item.detail) ? 52 : 40;
  const columns = Math.max(1, Math.floor(size.width / minCellWidth));
  const rowCount = Math.ceil(shown.length / columns);
  // The virtualiser's functions change identity as it measures; this component is not memoised, so none goes stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 3,
  });
  const rows = virtualizer.getVirtualItems();
  // The viewport leaves the page while nothing matches; measure the new one when it comes back.
  const isEmpty = shown.length === 0;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isEmpty]);

  // Focus follows a key press once the target's row is drawn (it may have been scrolled out of the DOM).
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const button = viewport.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = galleryMove(event, direction === 'rtl');
    if (!move) return;
    event.preventDefault();
    const pageRows = Math.max(1, Math.floor(size.height / rowHeight));
    const next = gallery.move(move, columns, pageRows);
    pendingFocus.current = next;
    virtualizer.scrollToIndex(Math.floor(next / columns));
  };

  const total = items.length;
  const { lastCopy } = gallery;
  return (
    <StyledGallery className={className}>
      <StyledToolbar>
        <StyledFilter
          type="search"
          aria-label={filterLabel ?? t('Filter icons')}
          placeholder={`${filterLabel ?? t('Filter icons')}…`}
          value={gallery.query}
          onChange={(event) => gallery.setQuery(event.target.value)}
        />
        <p role="status">{t('{shown} of {total}', { shown: shown.length, total })}</p>
      </StyledToolbar>
      <StyledNotice aria-live="polite">
        {lastCopy &&
          (lastCopy.isCopied ? (
            <>
              {t('Copied {name}:', { name: lastCopy.name })} <code>{lastCopy.text}</code>
            </>
          ) : (
            <>
              {t('Could not copy {name}; select the snippet to copy it by hand:', { name: lastCopy.name })}{' '}
              <code>{lastCopy.text}</code>
            </>
          ))}
      </StyledNotice>
      <VisuallyHidden id={hintId}>{t('Press to copy its snippet.')}</VisuallyHidden>
      {isEmpty ? (
        <p>{t('Nothing matches “{query}”.', { query: gallery.query.trim() })}</p>
      ) : (
        <StyledViewport
          ref={viewport}
          role="grid"
          aria-label={listLabel ?? t('Icons')}
          aria-rowcount={rowCount}
          aria-colcount={columns}
          onKeyDown={onKeyDown}
        >
          <div role="presentation" style={{ blockSize: virtualizer.getTotalSize() }}>
            {rows.map((row) => (
              <StyledRow
                key={row.key}
                role="row"
                aria-rowindex={row.index + 1}
                style={{
                  blockSize: rowHeight,
                  transform: `translateY(${row.start}px)`,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                }}
              >
                {shown.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => {
                  const index = row.index * columns + column;
                  return (
                    <div key={`${item.name} ${item.detail ?? ''}`} role="gridcell" aria-colindex={column + 1}>
                      <StyledCellButton
                        type="button"
                        data-index={index}
                        tabIndex={index === activeIndex ? 0 : -1}
                        aria-describedby={hintId}
                        onFocus={() => gallery.setActiveIndex(index)}
                        onClick={() => void gallery.copy(item)}
                      >
                        <span aria-hidden="true">{renderIcon(item)}</span>
                        <span>
                          <code>{item.name}</code>
                          {item.detail && <small>{item.detail}</small>}
                        </span>
                      </StyledCellButton>
                    </div>
                  );
                })}
              </StyledRow>
            ))}
          </div>
        </StyledViewport>
      )}
    </StyledGallery>
  );
}
