/** One colour step of a choropleth: values from `min` (inclusive) up to `max` (exclusive, inclusive on the last). */
export interface ChoroplethStep {
  min: number;
  max: number;
}

/** Rounds to two significant digits, so legend boundaries read like 2,500 rather than 2,487.3. */
function roundNicely(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * Splits the range of `values` into at most `stepCount` contiguous steps with rounded boundaries. Visit counts
 * span orders of magnitude, so when every value is positive and the largest is ten times the smallest or more,
 * steps are equal on a logarithmic scale; otherwise they are equal on a linear one. Non-finite values are
 * ignored; no values give no steps.
 */
export function choroplethSteps(values: Iterable<number>, stepCount = 5): ChoroplethStep[] {
  const finite = [...values].filter(Number.isFinite);
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const count = Math.max(1, Math.floor(stepCount));
  if (min === max || count === 1) return [{ min, max }];
  const isLogarithmic = min > 0 && max / min >= 10;
  const at = (share: number) =>
    isLogarithmic
      ? Math.exp(Math.log(min) + share * (Math.log(max) - Math.log(min)))
      : min + share * (max - min);
  const boundaries = [min];
  for (let step = 1; step < count; step += 1) {
    const boundary = roundNicely(at(step / count));
    // Rounding can collapse neighbours or step outside the range; such a boundary is dropped.
    if (boundary > boundaries[boundaries.length - 1]! && boundary < max) boundaries.push(boundary);
  }
  return boundaries.map((lower, index) => ({ min: lower, max: boundaries[index + 1] ?? max }));
}

/** Index of the step holding `value`: the last step whose lower bound it reaches (values outside are clamped). */
export function choroplethStepIndex(value: number, steps: readonly ChoroplethStep[]): number {
  let index = 0;
  steps.forEach((step, candidate) => {
    if (value >= step.min) index = candidate;
  });
  return index;
}

/** How much of the accent colour step `index` of `count` mixes in, in percent: light first, full accent last. */
export function choroplethShare(index: number, count: number): number {
  return Math.round((100 * (index + 1)) / Math.max(1, count));
}
