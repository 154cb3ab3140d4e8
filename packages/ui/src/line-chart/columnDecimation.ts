import type { PlotPoint } from './lineChartModel';

/** Options of {@link decimateToColumns}. */
export interface ColumnDecimationOptions {
  /** The x value at the plot's left edge. */
  from: number;
  /** The x value at the plot's right edge. */
  to: number;
  /** How many columns the plot is wide, usually its width in pixels. */
  columns: number;
  /** Keep the lowest and highest `y0` too, so the base of a stacked area stays exact. */
  hasBase?: boolean;
}

/**
 * The points a line needs to look the same when drawn `columns` pixels wide: in each column only the first,
 * lowest, highest and last point (in their order), since every other point's segment lies inside the span
 * those draw. Points left of `from` or right of `to` share one column on each side. Returns `points` itself
 * when there are too few to gain anything, so memoised consumers see no change.
 */
export function decimateToColumns<P extends PlotPoint>(
  points: readonly P[],
  { from, to, columns, hasBase = false }: ColumnDecimationOptions,
): readonly P[] {
  const columnCount = Math.floor(columns);
  const perColumn = hasBase ? 6 : 4;
  if (columnCount < 1 || !(to > from) || points.length <= columnCount * perColumn) return points;
  const scale = columnCount / (to - from);
  const columnOf = (x: number) => Math.min(columnCount, Math.max(-1, Math.floor((x - from) * scale)));
  const kept: P[] = [];
  const indexes: number[] = [];
  let column = columnOf(points[0]!.x);
  let first = 0;
  let low = 0;
  let high = 0;
  let baseLow = 0;
  let baseHigh = 0;

  const flush = (last: number) => {
    indexes.length = 0;
    indexes.push(first, low, high, last);
    if (hasBase) indexes.push(baseLow, baseHigh);
    indexes.sort((a, b) => a - b);
    let previous = -1;
    for (const index of indexes) {
      if (index !== previous) kept.push(points[index]!);
      previous = index;
    }
  };

  for (let i = 1; i < points.length; i += 1) {
    const point = points[i]!;
    const next = columnOf(point.x);
    if (next !== column) {
      flush(i - 1);
      column = next;
      first = low = high = baseLow = baseHigh = i;
      continue;
    }
    if (point.y1 < points[low]!.y1) low = i;
    if (point.y1 > points[high]!.y1) high = i;
    if (point.y0 < points[baseLow]!.y0) baseLow = i;
    if (point.y0 > points[baseHigh]!.y0) baseHigh = i;
  }
  flush(points.length - 1);
  return kept.length < points.length ? kept : points;
}
