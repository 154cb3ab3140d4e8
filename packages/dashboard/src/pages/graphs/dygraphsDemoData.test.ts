import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom, stockDemoSeries, temperatureDemoSeries, trailingAverage } from './dygraphsDemoData';

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays within [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i += 1) {
          const value = a();
          expect(value).toBe(b());
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('trailingAverage', () => {
  it('averages the current value and the ones before it, within the window', () => {
    expect(trailingAverage([2, 4, 6, 8], 2)).toEqual([2, 3, 5, 7]);
    expect(trailingAverage([3, 6, 9], 5)).toEqual([3, 4.5, 6]);
  });

  it('stays between the smallest and largest value of its window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (values, window) => {
          trailingAverage(values, window).forEach((mean, i) => {
            const span = values.slice(Math.max(0, i - window + 1), i + 1);
            expect(mean).toBeGreaterThanOrEqual(Math.min(...span) - 1e-9);
            expect(mean).toBeLessThanOrEqual(Math.max(...span) + 1e-9);
          });
        },
      ),
    );
  });
});

describe('temperatureDemoSeries', () => {
  it('draws two years of daily readings and their average, the same on every call', () => {
    const [reading, average] = temperatureDemoSeries();
    expect(reading!.data).toHaveLength(731);
    expect(average!.data).toHaveLength(731);
    expect(reading!.data[0]!.x).toEqual(new Date(Date.UTC(2024, 0, 1)));
    expect(reading!.data[730]!.x).toEqual(new Date(Date.UTC(2025, 11, 31)));
    expect(temperatureDemoSeries()).toEqual(temperatureDemoSeries());
  });

  it('is colder in January than in July', () => {
    const [, average] = temperatureDemoSeries();
    expect(average!.data[30]!.y).toBeLessThan(average!.data[200]!.y);
  });
});

describe('stockDemoSeries', () => {
  it('has one positive price per weekday, in order', () => {
    const [close] = stockDemoSeries();
    expect(close!.data).toHaveLength(520);
    for (const [i, point] of close!.data.entries()) {
      const day = (point.x as Date).getUTCDay();
      expect(day === 0 || day === 6).toBe(false);
      expect(point.y).toBeGreaterThan(0);
      if (i > 0) expect(+point.x).toBeGreaterThan(+close!.data[i - 1]!.x);
    }
  });
});
