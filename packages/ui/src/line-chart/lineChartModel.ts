import { curveBasis, curveLinear, curveMonotoneX, curveNatural, curveStep } from '@visx/curve';

/** One data point of a line series; `x` is a number or a date. */
export interface LinePoint {
  x: number | Date;
  y: number;
}

/** A named line of a {@link LineChart}. Points are sorted by `x`. */
export interface LineSeries {
  key: string;
  label: string;
  data: readonly LinePoint[];
  /** Overrides the palette colour (use a theme token). */
  color?: string;
}

/** How the line bends between points. */
export type LineCurve = 'linear' | 'monotone' | 'natural' | 'step' | 'basis';

export const curves = {
  linear: curveLinear,
  monotone: curveMonotoneX,
  natural: curveNatural,
  step: curveStep,
  basis: curveBasis,
} as const;

/** A point in plot units: `x` as a number, `y0` the base (0 or the series below), `y1` the value drawn. */
export interface PlotPoint {
  x: number;
  y0: number;
  y1: number;
}

/** Optional bounds of the y axis; a missing bound comes from the data. */
export interface YDomainOptions {
  min?: number;
  max?: number;
}

/** The number an `x` value is plotted at (dates as epoch milliseconds). */
export function xNumber(x: number | Date): number {
  return typeof x === 'number' ? x : x.getTime();
}

/**
 * Turns series into plot points. Stacked series add up point by point, by index, so stacked series must share
 * their x values; unstacked series keep their own.
 */
export function toPlotPoints(series: readonly LineSeries[], isStacked: boolean): PlotPoint[][] {
  const base: number[] = [];
  return series.map((s) =>
    s.data.map((point, i) => {
      const y0 = isStacked ? (base[i] ?? 0) : 0;
      const y1 = y0 + point.y;
      if (isStacked) base[i] = y1;
      return { x: xNumber(point.x), y0, y1 };
    }),
  );
}

/** The smallest and largest x over all points; `[0, 1]` when there are none. */
export function xExtent(plot: readonly (readonly PlotPoint[])[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const points of plot) {
    if (points.length === 0) continue;
    min = Math.min(min, points[0]!.x);
    max = Math.max(max, points[points.length - 1]!.x);
  }
  return min <= max ? [min, max === min ? min + 1 : max] : [0, 1];
}

/** The y domain: given bounds win; otherwise the data's range, including 0 when areas are filled. */
export function yDomain(
  plot: readonly (readonly PlotPoint[])[],
  options: YDomainOptions,
  includeZero: boolean,
): [number, number] {
  let min = includeZero ? 0 : Infinity;
  let max = includeZero ? 0 : -Infinity;
  for (const points of plot) {
    for (const point of points) {
      if (point.y1 < min) min = point.y1;
      if (point.y1 > max) max = point.y1;
      if (includeZero && point.y0 < min) min = point.y0;
    }
  }
  if (!Number.isFinite(min)) [min, max] = [0, 1];
  const low = options.min ?? min;
  const high = options.max ?? max;
  return low === high ? [low, low + 1] : [low, high];
}

/** Index of the point whose x is nearest `target`, by binary search; -1 for no points. */
export function nearestIndex(points: readonly PlotPoint[], target: number): number {
  if (points.length === 0) return -1;
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle]!.x < target) low = middle + 1;
    else high = middle;
  }
  if (low > 0 && Math.abs(points[low - 1]!.x - target) <= Math.abs(points[low]!.x - target)) return low - 1;
  return low;
}

/** The points inside `[from, to]` plus one on each side, so lines run on to the plot's edges. */
export function sliceToRange(points: readonly PlotPoint[], from: number, to: number): readonly PlotPoint[] {
  if (points.length === 0) return points;
  const first = nearestIndex(points, from);
  const last = nearestIndex(points, to);
  const start = Math.max(0, first - 1);
  const end = Math.min(points.length, last + 2);
  return start === 0 && end === points.length ? points : points.slice(start, end);
}
