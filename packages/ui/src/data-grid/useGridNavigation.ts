import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Position of a cell in the grid: row from 0 (header rows first), column from 0. */
export interface GridCellPosition {
  row: number;
  column: number;
}

/** Options of {@link useGridNavigation}. */
export interface UseGridNavigationOptions {
  rowCount: number;
  columnCount: number;
  /** Reading direction: in right-to-left, ArrowLeft moves to the next column. */
  direction?: 'ltr' | 'rtl';
  /**
   * Whether the view draws only the rows on screen: a key may then move to a cell not drawn yet, which the
   * view must draw as the active cell (see `activeCell`) and which takes focus once it is there.
   */
  hasOffscreenRows?: boolean;
}

/** What {@link useGridNavigation} hands the view. */
export interface GridNavigation {
  /** The cell that takes Tab into the grid (kept inside the grid when rows or columns shrink). */
  activeCell: GridCellPosition;
  /** `tabIndex` for the focus target of a cell: 0 for the active one, -1 for the rest (a roving tab stop). */
  tabIndexOf: (row: number, column: number) => 0 | -1;
  /** Put on the grid element: moves focus between cells with the arrow keys, Home, End, Ctrl+Home, Ctrl+End. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** Put on the grid element: remembers the cell focus entered, so Tab comes back to it. */
  onFocus: (event: { target: EventTarget }) => void;
}

/** The attribute the view puts on every cell, holding "row:column". */
export const gridCellAttribute = 'data-grid-cell';

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max - 1));
// Keys that a text box uses itself: the grid leaves them alone while one has focus.
const textKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);
const focusable = 'button, input, select, textarea, a[href], [tabindex]';

function cellOf(target: EventTarget): { element: HTMLElement; position: GridCellPosition } | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(`[${gridCellAttribute}]`) : null;
  const [row, column] = (element?.getAttribute(gridCellAttribute) ?? '').split(':').map(Number);
  if (!element || row === undefined || column === undefined || Number.isNaN(row) || Number.isNaN(column)) {
    return null;
  }
  return { element, position: { row, column } };
}

/** The element to focus in a cell: the control it holds (a sort button, a filter box), else the cell. */
function focusTarget(cell: HTMLElement): HTMLElement {
  return cell.querySelector<HTMLElement>(focusable) ?? cell;
}

/**
 * Owns keyboard movement in an ARIA grid: one tab stop, arrow keys between cells, Home/End along a row and
 * Ctrl+Home/End to the corners, as the WAI-ARIA grid pattern describes.
 */
export function useGridNavigation({
  rowCount,
  columnCount,
  direction = 'ltr',
  hasOffscreenRows = false,
}: UseGridNavigationOptions): GridNavigation {
  const [stored, setStored] = useState<GridCellPosition>({ row: 0, column: 0 });
  // The column Up and Down keep to, so passing through a cell that spans the row comes out where it went in.
  const verticalColumn = useRef(0);
  // A grid that draws only the rows on screen may not hold the target cell yet: it draws the active row on the
  // next render, and focus follows it there.
  const pending = useRef<{ grid: HTMLElement; cell: GridCellPosition } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { grid, cell } = pending.current;
    const element = grid.querySelector<HTMLElement>(`[${gridCellAttribute}="${cell.row}:${cell.column}"]`);
    if (!element) return;
    pending.current = null;
    focusTarget(element).focus();
  });
  const activeCell = {
    row: clamp(stored.row, rowCount),
    column: clamp(stored.column, columnCount),
  };

  const onFocus = useCallback((event: { target: EventTarget }) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    setStored(cell.position);
    verticalColumn.current = cell.position.column;
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    // A checkbox has no text to move along, so the arrow keys leave a selection box like any other cell.
    const isInTextBox =
      (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') ||
      event.target instanceof HTMLTextAreaElement;
    if (isInTextBox && textKeys.has(event.key)) return;
    const forward = direction === 'rtl' ? -1 : 1;
    const { row } = cell.position;
    const isVertical = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    const spansRow = cell.element instanceof HTMLTableCellElement && cell.element.colSpan > 1;
    const column = isVertical && spansRow ? verticalColumn.current : cell.position.column;
    const isCtrl = event.ctrlKey || event.metaKey;
    let next: GridCellPosition | null = null;
    if (event.key === 'ArrowDown') next = { row: row + 1, column };
    else if (event.key === 'ArrowUp') next = { row: row - 1, column };
    else if (event.key === 'ArrowRight') next = { row, column: column + forward };
    else if (event.key === 'ArrowLeft') next = { row, column: column - forward };
    else if (event.key === 'Home') next = { row: isCtrl ? 0 : row, column: 0 };
    else if (event.key === 'End') next = { row: isCtrl ? rowCount - 1 : row, column: columnCount - 1 };
    if (!next) return;
    event.preventDefault();
    const target = { row: clamp(next.row, rowCount), column: clamp(next.column, columnCount) };
    const grid = event.currentTarget;
    // A cell spanning the row (a details row, a loading or empty message) answers for every column of it.
    const element =
      grid.querySelector<HTMLElement>(`[${gridCellAttribute}="${target.row}:${target.column}"]`) ??
      grid.querySelector<HTMLElement>(`[${gridCellAttribute}="${target.row}:0"]`);
    const landed = element && cellOf(element);
    if (landed) {
      setStored(landed.position);
      focusTarget(landed.element).focus();
    } else if (hasOffscreenRows) {
      // The row is not drawn yet: it is drawn as the active row, and focus follows it there.
      setStored(target);
      pending.current = { grid, cell: target };
    } else {
      return;
    }
    if (isVertical) verticalColumn.current = target.column;
  };

  return {
    activeCell,
    tabIndexOf: (row, column) => (row === activeCell.row && column === activeCell.column ? 0 : -1),
    onKeyDown,
    onFocus,
  };
}
