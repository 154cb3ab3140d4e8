import { faPaperclip } from '@fortawesome/free-solid-svg-icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Icon } from '../icon';
import { contrastRatio } from '../theme/contrast';
import {
  Cell,
  CheckCell,
  DateCell,
  Empty,
  Grid,
  LabelChip,
  Row,
  Rows,
  Teaser,
  mailRowHeight,
} from './MailList.styles';
import type { MailListState } from './useMailList';

/** A label on a message: its name and its chip's colour as `#rrggbb`. */
export interface MailLabel {
  key: string;
  name: string;
  color: string;
}

/** One message as a list row shows it. */
export interface MailListItem {
  id: string;
  sender: string;
  subject: string;
  /** The start of the message's text (see `messageTeaser`). */
  teaser: string;
  labels: readonly MailLabel[];
  hasAttachments: boolean;
  isRead: boolean;
  /** The date as shown, e.g. `9:04 AM` or `Nov 24`. */
  date: string;
  /** The same date as ISO 8601, for the `time` element. */
  dateTime: string;
}

/** Props of {@link MailList}. */
export interface MailListProps {
  items: readonly MailListItem[];
  /** Focus and selection from `useMailList`, which the page shares with its toolbar. */
  state: MailListState;
  /** A click on a message (Enter goes through `useMailList`'s `onOpen`). */
  onOpen: (id: string) => void;
  /** Accessible name of the list, e.g. "Inbox". */
  'aria-label': string;
  /** Accessible name of a message's checkbox. */
  selectLabel?: (item: MailListItem) => string;
  /** Accessible name of the attachment mark. */
  attachmentLabel?: string;
  /** Shown instead of rows when there are none. */
  emptyText?: string;
  /** Block size of the scrolling list. */
  height?: CSSProperties['blockSize'];
}

/** Black or white, whichever reads better on a label's colour (`#rrggbb`). */
export function mailLabelTextColor(color: string): string {
  return contrastRatio('#000000', color) >= contrastRatio('#ffffff', color) ? '#000000' : '#ffffff';
}

/**
 * A message list as a grid: sender, subject with label chips and teaser, attachment mark and date per row,
 * with a checkbox to select it. Only the rows in view are drawn, so a folder of thousands scrolls smoothly;
 * one row is in the tab order and arrows or j/k move it.
 */
export function MailList({
  items,
  state,
  onOpen,
  'aria-label': ariaLabel,
  selectLabel = (item) => `Select ${item.subject}`,
  attachmentLabel = 'Has attachments',
  emptyText = 'No messages',
  height = 'min(70vh, 640px)',
}: MailListProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  // The virtualiser's functions change identity as it measures; this component is not memoised, so none goes stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => gridRef.current,
    estimateSize: () => mailRowHeight,
    overscan: 8,
  });
  const focusedIndex = state.focusedIndex;
  const pendingFocus = useRef(false);
  // Keyboard moves change the focused index; while focus is in the list, bring that row into view and focus it.
  useEffect(() => {
    if (!gridRef.current?.contains(document.activeElement)) return;
    pendingFocus.current = true;
    virtualizer.scrollToIndex(focusedIndex);
  }, [focusedIndex, virtualizer]);
  // The row may only exist once the virtualiser has drawn it, so try again after each drawing until it lands.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const row = gridRef.current?.querySelector<HTMLElement>(`[data-index="${focusedIndex}"]`);
    if (row) {
      if (row !== document.activeElement) row.focus({ preventScroll: true });
      pendingFocus.current = false;
    }
  });
  const virtualRows = virtualizer.getVirtualItems();

  if (items.length === 0) return <Empty role="status">{emptyText}</Empty>;
  return (
    <Grid
      ref={gridRef}
      role="grid"
      aria-label={ariaLabel}
      aria-multiselectable="true"
      aria-rowcount={items.length}
      style={{ blockSize: height }}
      onKeyDown={state.onKeyDown}
    >
      <Rows role="rowgroup" style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualRows.map((virtualRow) => {
          const item = items[virtualRow.index]!;
          const isSelected = state.isSelected(item.id);
          return (
            <Row
              key={item.id}
              role="row"
              data-index={virtualRow.index}
              aria-rowindex={virtualRow.index + 1}
              aria-selected={isSelected}
              tabIndex={virtualRow.index === state.focusedIndex ? 0 : -1}
              $isRead={item.isRead}
              $isSelected={isSelected}
              style={{ transform: `translateY(${virtualRow.start}px)` }}
              onFocus={() => state.setFocusedIndex(virtualRow.index)}
              onClick={() => onOpen(item.id)}
            >
              <CheckCell role="gridcell">
                <input
                  type="checkbox"
                  tabIndex={-1}
                  checked={isSelected}
                  aria-label={selectLabel(item)}
                  onChange={() => state.toggle(item.id)}
                  onClick={(event) => event.stopPropagation()}
                />
              </CheckCell>
              <Cell role="gridcell" data-column="sender">
                {item.sender}
              </Cell>
              <Cell role="gridcell">
                {item.labels.map((label) => (
                  <LabelChip
                    key={label.key}
                    style={{ background: label.color, color: mailLabelTextColor(label.color) }}
                  >
                    {label.name}
                  </LabelChip>
                ))}
                {item.subject}
                {item.teaser && <Teaser> – {item.teaser}</Teaser>}
              </Cell>
              <Cell role="gridcell">
                {item.hasAttachments && <Icon icon={faPaperclip} label={attachmentLabel} />}
              </Cell>
              <DateCell role="gridcell">
                <time dateTime={item.dateTime}>{item.date}</time>
              </DateCell>
            </Row>
          );
        })}
      </Rows>
    </Grid>
  );
}
