/** The five-number summary of a box plot plus the points drawn on their own as outliers. */
export interface BoxPlotStats {
  /** Lower quartile (median of the lower half). */
  q1: number;
  median: number;
  /** Upper quartile (median of the upper half). */
  q3: number;
  /** Interquartile range, `q3 - q1`. */
  iqr: number;
  /** Smallest value within `q1 - multiplier × iqr`. */
  lowWhisker: number;
  /** Largest value within `q3 + multiplier × iqr`. */
  highWhisker: number;
  /** Values beyond the whiskers, in ascending order. */
  outliers: number[];
  min: number;
  max: number;
}

/** Default whisker reach: 1.5 interquartile ranges beyond the box, the usual Tukey fences. */
export const defaultWhiskerMultiplier = 1.5;

/** Median of an already sorted, non-empty list. */
export function sortedMedian(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Box plot statistics of `values` (non-finite values are ignored); `null` when nothing is left.
 * Quartiles are the medians of the lower and upper halves, the median itself left out of both halves
 * when the count is odd (Tukey's hinges), so a single value gives a flat box on that value.
 */
export function boxPlotStats(
  values: readonly number[],
  whiskerMultiplier: number = defaultWhiskerMultiplier,
): BoxPlotStats | null {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const half = Math.floor(sorted.length / 2);
  const median = sortedMedian(sorted);
  const lower = sorted.length === 1 ? sorted : sorted.slice(0, half);
  const upper = sorted.length === 1 ? sorted : sorted.slice(sorted.length - half);
  const q1 = sortedMedian(lower);
  const q3 = sortedMedian(upper);
  const iqr = q3 - q1;
  const lowFence = q1 - whiskerMultiplier * iqr;
  const highFence = q3 + whiskerMultiplier * iqr;
  const inside = sorted.filter((value) => value >= lowFence && value <= highFence);
  return {
    q1,
    median,
    q3,
    iqr,
    lowWhisker: inside[0]!,
    highWhisker: inside[inside.length - 1]!,
    outliers: sorted.filter((value) => value < lowFence || value > highFence),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
  };
}
