import { pie } from '@visx/shape';
import { scaleRadial } from '@visx/scale';

/** One slice of a {@link PieChart}: a named value. */
export interface PieChartDatum {
  /** Stable identity for legend toggling; defaults to `label`. */
  key?: string;
  label: string;
  value: number;
  /** Overrides the palette colour of this slice. */
  color?: string;
}

/** How a pie is drawn: a full pie, a ring, or equal angles with radius by value (polar area). */
export type PieChartVariant = 'pie' | 'donut' | 'polar';

/** A slice ready to draw, in radians from twelve o'clock, clockwise. */
export interface PieSlice {
  key: string;
  label: string;
  value: number;
  /** Index in the input, for palette colours that stay put when other slices are hidden. */
  index: number;
  /** Share of the visible total, 0..1. */
  fraction: number;
  startAngle: number;
  endAngle: number;
  innerRadius: number;
  outerRadius: number;
  /** Whether the slice is big enough to carry its percentage label. */
  hasLabel: boolean;
}

/** Options of {@link pieSlices}. */
export interface PieSliceOptions {
  variant: PieChartVariant;
  outerRadius: number;
  /** Hole size as a share of the outer radius for donuts; 0.5 by default. */
  innerRadiusRatio: number;
  /** Slices under this share of the total get no label, so small slices are not crowded; 0.1 by default. */
  labelThreshold: number;
  hiddenKeys?: ReadonlySet<string>;
}

/** The key a datum is toggled by. */
export function sliceKey(datum: PieChartDatum): string {
  return datum.key ?? datum.label;
}

/**
 * Lays out the visible slices. Negative values count as zero. Pie and donut share the circle by value;
 * the polar area variant gives every slice the same angle and an area-true radius (square-root scale), so
 * a value twice as large covers twice the area rather than four times.
 */
export function pieSlices(data: readonly PieChartDatum[], options: PieSliceOptions): PieSlice[] {
  const { variant, outerRadius, innerRadiusRatio, labelThreshold, hiddenKeys } = options;
  const visible = data
    .map((datum, index) => ({ datum, index, value: Math.max(datum.value, 0) }))
    .filter(({ datum }) => !hiddenKeys?.has(sliceKey(datum)));
  const total = visible.reduce((sum, { value }) => sum + value, 0);
  const inner = variant === 'donut' ? outerRadius * Math.min(Math.max(innerRadiusRatio, 0), 0.95) : 0;
  const maxValue = Math.max(0, ...visible.map(({ value }) => value));
  const radius = scaleRadial<number>({ domain: [0, maxValue || 1], range: [0, outerRadius] });
  const layout = pie<(typeof visible)[number]>({
    value: (entry) => (variant === 'polar' ? 1 : entry.value),
    sort: null,
  });
  return layout(visible).map((arc) => {
    const { datum, index, value } = arc.data;
    const fraction = total === 0 ? 0 : value / total;
    return {
      key: sliceKey(datum),
      label: datum.label,
      value,
      index,
      fraction,
      startAngle: arc.startAngle,
      endAngle: arc.endAngle,
      innerRadius: inner,
      outerRadius: variant === 'polar' ? radius(value) : outerRadius,
      hasLabel: fraction > 0 && fraction >= labelThreshold,
    };
  });
}

/** Angles scaled by `progress` (0..1) for the sweep-in: every slice grows from twelve o'clock together. */
export function sweptSlice(slice: PieSlice, progress: number): PieSlice {
  return { ...slice, startAngle: slice.startAngle * progress, endAngle: slice.endAngle * progress };
}

/** Centre of a slice, where its label goes, in coordinates relative to the pie's centre. */
export function sliceCentroid(slice: PieSlice): { x: number; y: number } {
  const angle = (slice.startAngle + slice.endAngle) / 2;
  // A full pie's label sits a little past half-way out, where the slice is wide enough to hold it.
  const radius =
    slice.innerRadius > 0 ? (slice.innerRadius + slice.outerRadius) / 2 : slice.outerRadius * 0.62;
  // d3 angles start at twelve o'clock and run clockwise: x = sin, y = -cos.
  return { x: Math.sin(angle) * radius, y: -Math.cos(angle) * radius };
}

/** Where a tooltip points: along the slice's middle angle, 80% of the way to its rim, for a pie of `radius`. */
export function sliceAnchor(slice: PieSlice, radius: number): { x: number; y: number } {
  const angle = (slice.startAngle + slice.endAngle) / 2;
  const distance = slice.outerRadius * radius * 0.8;
  return { x: Math.sin(angle) * distance, y: -Math.cos(angle) * distance };
}
