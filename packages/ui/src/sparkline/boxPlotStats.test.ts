import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxPlotStats, sortedMedian } from './boxPlotStats';

const samples = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 60 });

describe('boxPlotStats', () => {
  it('gives nothing for an empty or non-finite list', () => {
    expect(boxPlotStats([])).toBeNull();
    expect(boxPlotStats([Number.NaN, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('takes quartiles as medians of the halves, leaving the middle value out', () => {
    const stats = boxPlotStats([7, 1, 3, 5, 9, 11, 13])!;
    expect(stats).toMatchObject({ q1: 3, median: 7, q3: 11, iqr: 8, min: 1, max: 13 });
    expect(boxPlotStats([1, 2, 3, 4])).toMatchObject({ q1: 1.5, median: 2.5, q3: 3.5 });
  });

  it('reaches whiskers 1.5 IQR out and keeps the rest as outliers', () => {
    // q1 = 2, q3 = 4, iqr = 2: fences at -1 and 7.
    const stats = boxPlotStats([-9, 2, 2, 2, 3, 4, 4, 4, 20])!;
    expect(stats.q1).toBe(2);
    expect(stats.q3).toBe(4);
    expect(stats.lowWhisker).toBe(2);
    expect(stats.highWhisker).toBe(4);
    expect(stats.outliers).toEqual([-9, 20]);
  });

  it('honours another whisker multiplier', () => {
    const stats = boxPlotStats([-9, 2, 2, 2, 3, 4, 4, 4, 20], 10)!;
    expect(stats.outliers).toEqual([]);
    expect(stats.lowWhisker).toBe(-9);
    expect(stats.highWhisker).toBe(20);
  });

  it('orders min ≤ low whisker ≤ q1 ≤ median ≤ q3 ≤ high whisker ≤ max for any sample', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const s = boxPlotStats(values)!;
        const chain = [s.min, s.lowWhisker, s.q1, s.median, s.q3, s.highWhisker, s.max];
        chain.slice(1).forEach((value, index) => expect(value).toBeGreaterThanOrEqual(chain[index]!));
      }),
    );
  });

  it('splits every value into inliers between the whiskers or outliers beyond them', () => {
    fc.assert(
      fc.property(samples, (values) => {
        const s = boxPlotStats(values)!;
        const inliers = values.filter((v) => v >= s.lowWhisker && v <= s.highWhisker);
        expect(inliers.length + s.outliers.length).toBe(values.length);
        for (const outlier of s.outliers) {
          const distance = outlier < s.q1 ? s.q1 - outlier : outlier - s.q3;
          expect(distance).toBeGreaterThan(1.5 * s.iqr);
        }
      }),
    );
  });

  it('does not depend on the order of the input', () => {
    fc.assert(
      fc.property(samples, (values) => {
        expect(boxPlotStats([...values].reverse())).toEqual(boxPlotStats(values));
      }),
    );
  });

  it('finds the median of a sorted list', () => {
    expect(sortedMedian([1, 2, 3])).toBe(2);
    expect(sortedMedian([1, 2, 3, 10])).toBe(2.5);
  });
});
