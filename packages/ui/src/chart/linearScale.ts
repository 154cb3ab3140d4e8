import { nice as niceDomain, tickIncrement, ticks as roundValues } from 'd3-array';

/** Options of {@link linearScale}. */
export interface LinearScaleOptions {
  /** The data values at either end. */
  domain: readonly [number, number];
  /** The pixels they map to, e.g. `[height, 0]` for a y axis. */
  range: readonly [number, number];
  /** Widen the domain to round values, as d3's `nice()` with its default ten ticks does. */
  nice?: boolean;
}

/** A linear map from data to pixels with the parts the chart axes and pointer handling read. */
export interface LinearScale {
  (value: number): number;
  domain(): [number, number];
  range(): [number, number];
  /** The data value at a pixel. */
  invert(pixel: number): number;
  /** About `count` round values across the domain (d3's algorithm). */
  ticks(count?: number): number[];
  /** A formatter with as many decimals as the tick step of `count` ticks needs, e.g. `1,500` or `0.25`. */
  tickFormat(count?: number): (value: number) => string;
}

const defaultTickCount = 10;

/** `(value - from) / (to - from)`, or the middle when both ends are one value, as d3 scales do. */
function fraction(value: number, from: number, to: number) {
  return to === from ? 0.5 : (value - from) / (to - from);
}

/** The domain widened to round values; d3-array's `nice` wants the lower end first, so a falling one is turned. */
function roundOutward([from, to]: readonly [number, number]): [number, number] {
  if (to >= from) return niceDomain(from, to, defaultTickCount);
  const [low, high] = niceDomain(to, from, defaultTickCount);
  return [high, low];
}

/**
 * The linear scale of the charts on a first screen: d3-scale's linear scale (same mapping, `nice`, ticks and
 * default tick labels) without its colour interpolation and locale modules, which cost some 9 KB gzip that a
 * numeric axis never uses.
 */
export function linearScale({ domain, range, nice = false }: LinearScaleOptions): LinearScale {
  const [d0, d1] = nice ? roundOutward(domain) : domain;
  const [r0, r1] = range;
  const scale = (value: number) => r0 + fraction(value, d0, d1) * (r1 - r0);
  scale.domain = (): [number, number] => [d0, d1];
  scale.range = (): [number, number] => [r0, r1];
  scale.invert = (pixel: number) => d0 + fraction(pixel, r0, r1) * (d1 - d0);
  scale.ticks = (count = defaultTickCount) => roundValues(d0, d1, count);
  scale.tickFormat = (count = defaultTickCount) => {
    const increment = tickIncrement(Math.min(d0, d1), Math.max(d0, d1), count);
    // A negative increment stands for a step of 1 / -increment, which needs that many more decimals.
    const step = increment < 0 ? 1 / -increment : increment;
    const decimals = step > 0 ? Math.min(20, Math.max(0, -Math.floor(Math.log10(step)))) : 0;
    const format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    return (value: number) => format.format(value);
  };
  return scale;
}
