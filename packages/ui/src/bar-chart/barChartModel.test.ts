import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { barSpans, categoryAt, valueDomain } from './barChartModel';

const series = [
  { key: 'a', label: 'A', values: [1, 2, -1] },
  { key: 'b', label: 'B', values: [3, 4, -2] },
];

describe('barChartModel', () => {
  it('starts grouped bars at zero', () => {
    expect(barSpans(series, 3, false)[1]).toEqual([
      { start: 0, end: 3 },
      { start: 0, end: 4 },
      { start: 0, end: -2 },
    ]);
  });

  it('stacks positives up and negatives down', () => {
    expect(barSpans(series, 3, true)[1]).toEqual([
      { start: 1, end: 4 },
      { start: 2, end: 6 },
      { start: -1, end: -3 },
    ]);
  });

  it('stacked totals equal the sum of the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 4, maxLength: 4 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const spans = barSpans(
            rows.map((values, i) => ({ key: `${i}`, label: `${i}`, values })),
            4,
            true,
          );
          const top = spans[spans.length - 1]!;
          top.forEach((span, c) => expect(span.end).toBe(rows.reduce((sum, r) => sum + r[c]!, 0)));
        },
      ),
    );
  });

  it('includes zero in the value domain and lets bounds win', () => {
    expect(valueDomain(barSpans(series, 3, false), {})).toEqual([-2, 4]);
    expect(valueDomain(barSpans(series, 3, false), { max: 10 })).toEqual([-2, 10]);
  });

  it('finds the category under a position, clamped to the ends', () => {
    expect(categoryAt(25, 0, 10, 7)).toBe(2);
    expect(categoryAt(-5, 0, 10, 7)).toBe(0);
    expect(categoryAt(500, 0, 10, 7)).toBe(6);
  });
});
