import { useLayoutEffect, useState, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTheme } from 'styled-components';
import { DataGridBody, type DataGridBodyProps } from './DataGridBody';
import { SpacerCell } from './DataGridVirtual.styles';

/** Props of {@link DataGridVirtualBody}. */
export interface DataGridVirtualBodyProps<TRow> extends Omit<DataGridBodyProps<TRow>, 'firstIndex'> {
  /** The box the rows scroll in, under the sticky header. */
  scrollerRef: RefObject<HTMLElement | null>;
  /** Rows drawn beyond each edge of the box, so a fast scroll or a key press finds them ready (default 10). */
  overscan?: number;
}

/** A row's height until the first row is drawn and measured. */
const estimatedRowHeight = 40;

/** A stretch of rows `[start, end)` of the whole view. */
type Stretch = { start: number; end: number };

/**
 * The rows of an unpaged grid, drawn only where the box shows them (plus `overscan`): empty space stands in for
 * the rest, so the scrollbar and `aria-rowindex` still speak of every row. The row holding the active cell is
 * always drawn too, so the grid keeps its tab stop and focus is not lost when that row scrolls away.
 */
export function DataGridVirtualBody<TRow>({
  scrollerRef,
  overscan = 10,
  ...body
}: DataGridVirtualBodyProps<TRow>) {
  const { grid, headerRows, navigation } = body;
  const count = grid.rows.length;
  // Every row has one height (cells do not wrap in this mode): measuring one row sizes them all, with no
  // per-row layout work while scrolling.
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight);
  const theme = useTheme();
  // The virtualiser's functions change identity as it measures; this component is not memoised, so none goes stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });

  // Measured again when a skin changes, or rows come back after a search that left none.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const row = scroller?.querySelector<HTMLElement>('tbody > tr[aria-rowindex]');
    const head = scroller?.querySelector<HTMLElement>('thead');
    if (!scroller || !row) return;
    const measured = row.getBoundingClientRect().height;
    if (measured > 0 && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured);
    // Focus scrolls a cell into view; this keeps it from landing under the sticky header.
    scroller.style.scrollPaddingBlockStart = `${head?.offsetHeight ?? 0}px`;
  }, [scrollerRef, rowHeight, theme, count]);
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  // Stretches start on even rows, so the stripes stay with their rows as the stretches move.
  const shown: Stretch = { start: first - (first % 2), end: (items.at(-1)?.index ?? -1) + 1 };
  const active = navigation.activeCell.row - headerRows;
  const columnCount = grid.visibleColumns.length + (grid.selection.mode === 'none' ? 0 : 1);

  let drawnTo = 0;
  const parts = stretchesAround(shown, active, count).flatMap(({ key, start, end }) => {
    const gap = start - drawnTo;
    drawnTo = end;
    const rows = (
      <DataGridBody
        key={key}
        {...body}
        grid={{ ...grid, rows: grid.rows.slice(start, end) }}
        firstIndex={start}
      />
    );
    return gap > 0 ? [spacer(`${key}-gap`, gap * rowHeight, columnCount), rows] : [rows];
  });
  const rest = count - drawnTo;
  return (
    <>
      {parts}
      {rest > 0 && spacer('rest', rest * rowHeight, columnCount)}
    </>
  );
}

/**
 * The stretches to draw: the rows on screen, and the row of the active cell wherever it is. That row always
 * sits in the stretch keyed "active", and the rows on screen beside it are keyed by their side of it, so React
 * never moves or redraws the active row's elements, and focus stays in it as it scrolls in and out of view.
 */
function stretchesAround(shown: Stretch, active: number, count: number): (Stretch & { key: string })[] {
  if (active < 0 || active >= count) return [{ key: 'active', ...shown }];
  const activeStart = active - (active % 2);
  const stretches =
    active < shown.start
      ? [
          { key: 'active', start: activeStart, end: active + 1 },
          { key: 'after', ...shown },
        ]
      : active < shown.end
        ? [
            { key: 'before', start: shown.start, end: activeStart },
            { key: 'active', start: activeStart, end: shown.end },
          ]
        : [
            { key: 'before', start: shown.start, end: Math.min(shown.end, activeStart) },
            { key: 'active', start: activeStart, end: active + 1 },
          ];
  return stretches.filter(({ start, end }) => end > start);
}

/** Empty space standing in for rows not drawn; hidden from assistive technology, which counts rows by index. */
function spacer(key: string, height: number, columnCount: number) {
  return (
    <tbody key={key} aria-hidden="true">
      <tr>
        <SpacerCell colSpan={columnCount} style={{ blockSize: height }} />
      </tr>
    </tbody>
  );
}
