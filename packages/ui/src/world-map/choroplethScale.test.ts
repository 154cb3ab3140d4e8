import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choroplethShare, choroplethStepIndex, choroplethSteps } from './choroplethScale';

const visitCounts = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 80 });

describe('choroplethSteps', () => {
  it('gives no steps without finite values, and one step for a single value', () => {
    expect(choroplethSteps([])).toEqual([]);
    expect(choroplethSteps([Number.NaN])).toEqual([]);
    expect(choroplethSteps([42, 42])).toEqual([{ min: 42, max: 42 }]);
  });

  it('spaces steps logarithmically with rounded boundaries when values span orders of magnitude', () => {
    expect(choroplethSteps([10, 100_000], 4)).toEqual([
      { min: 10, max: 100 },
      { min: 100, max: 1000 },
      { min: 1000, max: 10_000 },
      { min: 10_000, max: 100_000 },
    ]);
  });

  it('spaces steps linearly over a narrow range or one that starts at zero', () => {
    expect(choroplethSteps([0, 100], 4).map((step) => step.min)).toEqual([0, 25, 50, 75]);
    expect(choroplethSteps([20, 60], 2)).toEqual([
      { min: 20, max: 40 },
      { min: 40, max: 60 },
    ]);
  });

  it('covers every value with contiguous, ascending steps, never more than asked', () => {
    fc.assert(
      fc.property(visitCounts, fc.integer({ min: 1, max: 9 }), (values, count) => {
        const steps = choroplethSteps(values, count);
        expect(steps.length).toBeGreaterThan(0);
        expect(steps.length).toBeLessThanOrEqual(count);
        expect(steps[0]!.min).toBe(Math.min(...values));
        expect(steps[steps.length - 1]!.max).toBe(Math.max(...values));
        steps.forEach((step, index) => {
          expect(step.min).toBeLessThanOrEqual(step.max);
          if (index > 0) expect(step.min).toBe(steps[index - 1]!.max);
        });
        for (const value of values) {
          const step = steps[choroplethStepIndex(value, steps)]!;
          expect(value).toBeGreaterThanOrEqual(step.min);
          expect(value).toBeLessThanOrEqual(step.max);
        }
      }),
    );
  });
});

describe('choroplethStepIndex', () => {
  const steps = choroplethSteps([10, 100_000], 4);

  it('puts a boundary value in the step it starts and clamps values outside the range', () => {
    expect(choroplethStepIndex(100, steps)).toBe(1);
    expect(choroplethStepIndex(99, steps)).toBe(0);
    expect(choroplethStepIndex(100_000, steps)).toBe(3);
    expect(choroplethStepIndex(1, steps)).toBe(0);
    expect(choroplethStepIndex(1e9, steps)).toBe(3);
  });
});

describe('choroplethShare', () => {
  it('grows from a light tint to the full accent', () => {
    expect([0, 1, 2, 3, 4].map((index) => choroplethShare(index, 5))).toEqual([20, 40, 60, 80, 100]);
    expect(choroplethShare(0, 1)).toBe(100);
  });
});
