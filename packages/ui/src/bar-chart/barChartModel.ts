/** A named set of values, one per category, drawn as bars. */
export interface BarSeries {
  key: string;
  label: string;
  /** One value per category, in the order of `categories`. */
  values: readonly number[];
  /** Overrides the palette colour (use a theme token). */
  color?: string;
}

/** A bar in value units: from `start` to `end` along the value axis. */
export interface BarSpan {
  start: number;
  end: number;
}

/** Grouped bars start at 0; stacked bars start where the previous series ended (negatives stack downwards). */
export function barSpans(
  series: readonly BarSeries[],
  categoryCount: number,
  isStacked: boolean,
): BarSpan[][] {
  const positive = new Array<number>(categoryCount).fill(0);
  const negative = new Array<number>(categoryCount).fill(0);
  return series.map((s) =>
    Array.from({ length: categoryCount }, (_, i) => {
      const value = s.values[i] ?? 0;
      if (!isStacked) return { start: 0, end: value };
      const totals = value >= 0 ? positive : negative;
      const start = totals[i]!;
      totals[i] = start + value;
      return { start, end: start + value };
    }),
  );
}

/** The value axis domain: always includes 0; given bounds win. */
export function valueDomain(
  spans: readonly BarSpan[][],
  bounds: { min?: number; max?: number },
): [number, number] {
  let min = 0;
  let max = 0;
  for (const row of spans) {
    for (const span of row) {
      min = Math.min(min, span.start, span.end);
      max = Math.max(max, span.start, span.end);
    }
  }
  const low = bounds.min ?? min;
  const high = bounds.max ?? max;
  return low === high ? [low, low + 1] : [low, high];
}

/** The category at a pixel position along a band axis that starts at `start` with a given `step`. */
export function categoryAt(position: number, start: number, step: number, count: number): number {
  if (count === 0 || step <= 0) return -1;
  return Math.max(0, Math.min(count - 1, Math.floor((position - start) / step)));
}
