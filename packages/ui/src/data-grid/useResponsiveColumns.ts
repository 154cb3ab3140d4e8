import type { RefObject } from 'react';
import { useElementWidth } from '../element-width/useElementWidth';

/** Where a grid column collapses: below the tablet width (1024 px) or the phone width (480 px) of the grid. */
export type DataGridBreakpoint = 'tablet' | 'phone';

/** Grid widths, in pixels, below which the columns of each breakpoint collapse into the row details. */
export const dataGridBreakpoints: Record<DataGridBreakpoint, number> = { tablet: 1024, phone: 480 };

/**
 * The columns that collapse at a grid width: those marked `tablet` below 1024 px, and those marked `phone`
 * too below 480 px. An unmeasured grid (`width` undefined) collapses nothing.
 */
export function collapsedColumnIds(
  columns: readonly { id: string; collapseBelow?: DataGridBreakpoint }[],
  width: number | undefined,
): Set<string> {
  if (width === undefined) return new Set();
  return new Set(
    columns
      .filter(({ collapseBelow }) => collapseBelow && width < dataGridBreakpoints[collapseBelow])
      .map(({ id }) => id),
  );
}

/**
 * The width of the grid's own box, followed with a ResizeObserver; undefined until measured or when `isActive`
 * is false. The grid measures in script rather than with a container query because it must know which
 * columns are gone: to list them in the row details, to show the expand buttons, and to keep the grid's column
 * count and arrow-key movement true. CSS could only hide the cells and leave them in the keyboard path.
 */
export function useGridWidth(ref: RefObject<HTMLElement | null>, isActive: boolean): number | undefined {
  return useElementWidth(ref, { isActive });
}
