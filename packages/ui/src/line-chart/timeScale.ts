import { scaleTime } from '@visx/scale';

/**
 * The x scale of a chart over dates: d3's time scale, whose ticks fall on whole hours, days, months and years
 * and are labelled to match. Its own module, loaded only by charts whose x values are dates.
 */
export function timeScale(domain: readonly [number, number], range: readonly [number, number]) {
  return scaleTime<number>({ domain: [new Date(domain[0]), new Date(domain[1])], range: [...range] });
}
