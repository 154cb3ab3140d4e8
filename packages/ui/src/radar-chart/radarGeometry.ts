import { scaleLinear } from '@visx/scale';

/** One series of a {@link RadarChart}: one value per axis, in axis order. */
export interface RadarSeries {
  /** Stable identity for legend toggling; defaults to `label`. */
  key?: string;
  label: string;
  values: readonly number[];
  /** Overrides the palette colour of this series. */
  color?: string;
}

/** The key a series is toggled by. */
export function radarSeriesKey(series: RadarSeries): string {
  return series.key ?? series.label;
}

/** Angle of axis `index` of `count`, in radians clockwise from twelve o'clock. */
export function axisAngle(index: number, count: number): number {
  return (2 * Math.PI * index) / Math.max(count, 1);
}

/** A point `distance` from the centre along `angle` (clockwise from twelve o'clock), in SVG coordinates. */
export function polarPoint(angle: number, distance: number): { x: number; y: number } {
  return { x: Math.sin(angle) * distance, y: -Math.cos(angle) * distance };
}

/** The axis nearest to a point given relative to the centre, e.g. under the pointer. */
export function nearestAxis(x: number, y: number, count: number): number {
  if (count === 0) return 0;
  const angle = (Math.atan2(x, -y) + 2 * Math.PI) % (2 * Math.PI);
  return Math.round(angle / axisAngle(1, count)) % count;
}

/** The top of the value scale: `maxValue` when given, else a round number (about five steps) at or above every value. */
export function radarMax(series: readonly RadarSeries[], maxValue?: number): number {
  if (maxValue !== undefined && maxValue > 0) return maxValue;
  const highest = Math.max(0, ...series.flatMap((s) => s.values));
  if (highest === 0) return 1;
  return scaleLinear<number>({ domain: [0, highest], nice: 5 }).domain()[1]!;
}

/** The SVG `points` of a series' polygon for a chart of `radius` whose scale tops out at `max`. */
export function radarPolygon(values: readonly number[], count: number, radius: number, max: number): string {
  return Array.from({ length: count }, (_, index) => {
    const value = Math.min(Math.max(values[index] ?? 0, 0), max);
    const point = polarPoint(axisAngle(index, count), (value / max) * radius);
    return `${point.x},${point.y}`;
  }).join(' ');
}
