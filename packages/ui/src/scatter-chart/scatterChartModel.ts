/** A point of a scatter series; `size` makes it a bubble. */
export interface ScatterPoint {
  x: number;
  y: number;
  /** Bubble size (area grows with it). */
  size?: number;
  /** Name shown in the tooltip and table, e.g. a country. */
  label?: string;
}

/** A named group of points. */
export interface ScatterSeries {
  key: string;
  label: string;
  data: readonly ScatterPoint[];
  color?: string;
}

/** A point with the index of its series, in the order the keyboard cursor visits them. */
export interface ScatterEntry {
  point: ScatterPoint;
  seriesIndex: number;
}

/** All points of the given series ordered by x, then y: left to right is the natural reading order. */
export function orderedEntries(
  series: readonly ScatterSeries[],
  seriesIndexes: readonly number[],
): ScatterEntry[] {
  const entries = series.flatMap((s, i) =>
    s.data.map((point) => ({ point, seriesIndex: seriesIndexes[i]! })),
  );
  return entries.sort((a, b) => a.point.x - b.point.x || a.point.y - b.point.y);
}

/** Smallest and largest of `values`, padded by `padding` of the span so points do not sit on the axes. */
export function paddedExtent(values: readonly number[], padding = 0.05): [number, number] {
  if (values.length === 0) return [0, 1];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || Math.abs(max) || 1;
  return [min - span * padding, max + span * padding];
}

/** Index of the entry nearest a pixel position, given pixel accessors; -1 when empty. */
export function nearestEntry(
  entries: readonly ScatterEntry[],
  px: number,
  py: number,
  toX: (x: number) => number,
  toY: (y: number) => number,
): number {
  let best = -1;
  let bestDistance = Infinity;
  entries.forEach((entry, i) => {
    const distance = (toX(entry.point.x) - px) ** 2 + (toY(entry.point.y) - py) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [i, distance];
  });
  return best;
}
