/** What a scale may return for a value: a pixel offset, something that converts to one, or nothing. */
export type AxisScaleOutput = number | { valueOf(): number } | undefined;

/**
 * A scale the chart axes can draw: the structural part of d3 and visx linear, log, time, band and point
 * scales that ticks need, so the axes depend on no axis library.
 */
export interface AxisScale {
  (value: never): AxisScaleOutput;
  domain(): readonly unknown[];
  range(): readonly unknown[];
  /** Continuous scales: about `count` round values across the domain. */
  ticks?(count?: number): readonly unknown[];
  /** Continuous scales: a formatter whose precision suits `count` ticks. */
  tickFormat?(count?: number): (value: never) => string;
  /** Band and point scales: the width of one band (0 for point scales). */
  bandwidth?(): number;
  /** Band and point scales: whether positions are rounded to whole pixels. */
  round?(): boolean;
}

/** One tick of an axis: where it sits along the axis and the text under or beside it. */
export interface AxisTick {
  key: string;
  position: number;
  label: string;
}

/** Tick count used when none is given, as d3 scales assume. */
export const defaultTickCount = 10;

/**
 * The values to tick: the explicit ones, a continuous scale's round values, or a band scale's categories thinned
 * to about `count` (every n-th one) so long category lists stay readable.
 */
function tickValuesOf(scale: AxisScale, count: number, values?: readonly unknown[]): readonly unknown[] {
  if (values) return values;
  if (scale.ticks) return scale.ticks(count);
  const domain = scale.domain();
  if (domain.length <= count) return domain;
  const every = Math.round((domain.length - 1) / count);
  return domain.filter((_, index) => index % every === 0);
}

/** Ticks sit at the centre of a band, rounded when the scale rounds, so labels line up with the bars. */
function bandOffset(scale: AxisScale): number {
  if (!scale.bandwidth) return 0;
  const half = scale.bandwidth() / 2;
  return scale.round?.() ? Math.round(half) : half;
}

/** The ticks of an axis along `scale`, positioned in its range and formatted for reading. */
export function axisTicks(
  scale: AxisScale,
  options: {
    count?: number;
    values?: readonly unknown[];
    format?: (value: never) => string;
  } = {},
): AxisTick[] {
  const count = options.count ?? defaultTickCount;
  const format = options.format ?? scale.tickFormat?.(count) ?? String;
  const offset = bandOffset(scale);
  // A value the scale cannot place (a category outside a band domain) has no tick rather than one at 0.
  return tickValuesOf(scale, count, options.values).flatMap((value, index) => {
    const position = Number(scale(value as never)) + offset;
    return Number.isFinite(position)
      ? [{ key: `${String(value)}-${index}`, position, label: format(value as never) }]
      : [];
  });
}

/** Average glyph width of the axis font as a share of its size; generous, so estimated labels never touch. */
const glyphWidthRatio = 0.62;

/**
 * Keeps every n-th tick along a horizontal axis, the smallest n at which neighbouring labels (estimated from
 * their length at `fontSize` pixels) stay `gap` pixels apart, so a narrow chart shows fewer labels instead
 * of overlapping ones. Estimating rather than measuring keeps a redraw free of layout reads.
 */
export function ticksThatFit(ticks: readonly AxisTick[], fontSize: number, gap = 8): AxisTick[] {
  if (ticks.length < 2) return [...ticks];
  const widest = Math.max(...ticks.map((tick) => tick.label.length)) * fontSize * glyphWidthRatio;
  const closest = Math.min(
    ...ticks.slice(1).map((tick, index) => Math.abs(tick.position - ticks[index]!.position)),
  );
  const every = closest > 0 ? Math.ceil((widest + gap) / closest) : ticks.length;
  return every <= 1 ? [...ticks] : ticks.filter((_, index) => index % every === 0);
}
