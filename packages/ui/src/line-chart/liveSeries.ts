/** Live stats defaults: 200 points, a random walk from 50, steps of at most 5, kept within 0 to 100. */
export const liveSeriesDefaults = {
  length: 200,
  start: 50,
  maxStep: 5,
  min: 0,
  max: 100,
} as const;

/** Live chart refresh interval: default 1000 ms, allowed 1 to 2000 ms. */
export const updateIntervalBounds = { min: 1, max: 2000, defaultValue: 1000 } as const;

/** A source of uniform numbers in `[0, 1)`, injectable so tests are deterministic. */
export type RandomSource = () => number;

/**
 * The walk's next value: `previous` moved by at most 5 either way, kept within 0 to 100 by reflecting a step
 * that would cross a bound back inside (99 + 4 gives 97), so the line bounces off 0 and 100 instead of lying
 * flat on them, which would read as clipped data.
 */
export function nextRandomWalkPoint(previous: number, rng: RandomSource = Math.random): number {
  const { maxStep, min, max } = liveSeriesDefaults;
  const next = previous + (rng() * 2 - 1) * maxStep;
  const reflected = next > max ? 2 * max - next : next < min ? 2 * min - next : next;
  // Only a start outside the bounds can still be outside after one reflection.
  return Math.min(max, Math.max(min, reflected));
}

/** A random walk of `length` values starting at 50. */
export function randomWalk(
  length: number = liveSeriesDefaults.length,
  rng: RandomSource = Math.random,
): number[] {
  const values: number[] = [];
  let current: number = liveSeriesDefaults.start;
  for (let i = 0; i < length; i += 1) {
    values.push(current);
    current = nextRandomWalkPoint(current, rng);
  }
  return values;
}

/** The next window of a live series: drops the oldest value and appends the next step of the walk. */
export function shiftRandomWalk(values: readonly number[], rng: RandomSource = Math.random): number[] {
  const last = values.length > 0 ? values[values.length - 1]! : liveSeriesDefaults.start;
  return [...values.slice(1), nextRandomWalkPoint(last, rng)];
}

const numericText = /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/;

/**
 * The refresh interval to use for what was typed: numeric text only, below 1 becomes 1, above 2000
 * becomes 2000; anything else keeps `previous`. The field is rewritten with the returned number.
 */
export function clampUpdateInterval(
  text: string,
  previous: number = updateIntervalBounds.defaultValue,
): number {
  if (!numericText.test(text)) return previous;
  const value = Number(text);
  return Math.min(updateIntervalBounds.max, Math.max(updateIntervalBounds.min, value));
}
