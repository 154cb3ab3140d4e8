import { linearScale } from '../chart/linearScale';

/** Sizes that fit a table cell: bar sparklines 26 px high with 5 px bars 2 px apart; line sparklines 20 × 90. */
export const sparklineDefaults = {
  barHeight: 26,
  barWidth: 5,
  barSpacing: 2,
  lineHeight: 20,
  lineWidth: 90,
  pieSize: 90,
} as const;

/** One bar of a bar or tristate sparkline, in SVG user units. */
export interface SparklineBar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Sign of the value: drives the colour (positive, negative or level). */
  sign: 1 | -1 | 0;
}

/** Width of `count` bars of `barWidth` separated by `barSpacing`. */
export function barRowWidth(count: number, barWidth: number, barSpacing: number): number {
  return count === 0 ? 0 : count * barWidth + (count - 1) * barSpacing;
}

/** Bars grow from zero, up for positive values and down for negative ones; a zero keeps a 1 px mark. */
export function barLayout(
  values: readonly number[],
  { height, barWidth, barSpacing }: { height: number; barWidth: number; barSpacing: number },
): SparklineBar[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = linearScale({ domain: [low, high === low ? low + 1 : high], range: [height, 0] });
  const zero = y(0);
  return values.map((value, index) => {
    const top = Math.min(y(value), zero);
    const extent = Math.abs(y(value) - zero);
    return {
      x: index * (barWidth + barSpacing),
      // A near-zero bar still shows a 1 px mark on the zero line, kept inside the box.
      y: extent < 1 ? Math.min(Math.max(value < 0 ? zero : zero - 1, 0), height - 1) : top,
      width: barWidth,
      height: Math.max(extent, 1),
      sign: Math.sign(value) as SparklineBar['sign'],
    };
  });
}

/** Tristate bars: wins fill the upper half, losses the lower half, a draw is a short mark on the middle. */
export function tristateLayout(
  values: readonly number[],
  { height, barWidth, barSpacing }: { height: number; barWidth: number; barSpacing: number },
): SparklineBar[] {
  const middle = height / 2;
  const level = Math.max(2, Math.round(height / 8));
  return values.map((value, index) => {
    const sign = Math.sign(value) as SparklineBar['sign'];
    const x = index * (barWidth + barSpacing);
    if (sign > 0) return { x, y: 0, width: barWidth, height: middle, sign };
    if (sign < 0) return { x, y: middle, width: barWidth, height: middle, sign };
    return { x, y: middle - level / 2, width: barWidth, height: level, sign };
  });
}

/** A point of a line or discrete sparkline. */
export interface SparklinePoint {
  x: number;
  y: number;
  value: number;
}

/** Spreads the values evenly across `width` and scales them to fill `height`, inset by `inset` all round. */
export function linePoints(
  values: readonly number[],
  { width, height, inset }: { width: number; height: number; inset: number },
): SparklinePoint[] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = linearScale({
    domain: [0, Math.max(values.length - 1, 1)],
    range: [inset, width - inset],
  });
  // A flat series sits in the middle rather than on an edge.
  const y =
    high === low ? () => height / 2 : linearScale({ domain: [low, high], range: [height - inset, inset] });
  return values.map((value, index) => ({ x: x(index), y: y(value), value }));
}

/** Horizontal scale from `domain` onto `[inset, width - inset]`, widened when the domain is a single value. */
export function spanScale(domain: [number, number], width: number, inset: number) {
  const [low, high] = domain;
  return linearScale({
    domain: high === low ? [low - 1, high + 1] : [low, high],
    range: [inset, width - inset],
  });
}
