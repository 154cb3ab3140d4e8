import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barChartMonths,
  browserShares,
  morrisBarQuarters,
  monthlyBarSeries,
  negativeValuesSeries,
  quarterLabel,
  quarterStart,
  quarterlySalesSeries,
  seededRandom,
  sineChartDomain,
  sineCosineSeries,
  siteStatsAxis,
  siteStatsSeries,
  sparklineValues,
  stackedAreaSeries,
  tristateValues,
} from './graphsDemoData';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000_000 }), (seed) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i += 1) expect(a()).toBe(b());
      }),
    );
  });

  it('stays within [0, 1), also for a zero or negative seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = seededRandom(seed);
        for (let i = 0; i < 50; i += 1) {
          const value = random();
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(1);
        }
      }),
    );
  });
});

describe('flot demo data', () => {
  it('samples sine and cosine over x 0..15 within the -1.1..1.1 domain', () => {
    const [sin, cos] = sineCosineSeries(0.5);
    expect(sin!.data).toHaveLength(31);
    expect(sin!.data.at(-1)!.x).toBe(sineChartDomain.x[1]);
    expect(cos!.data[0]).toEqual({ x: 0, y: 1 });
    for (const point of [...sin!.data, ...cos!.data]) {
      expect(Math.abs(point.y)).toBeLessThanOrEqual(sineChartDomain.y.max);
    }
  });

  it('keeps every site statistic at or above the y minimum of 20', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 10_000 }), (days, seed) => {
        const series = siteStatsSeries(days, seed);
        expect(series.map((s) => s.label)).toEqual(['Visits', 'Unique visitors']);
        for (const s of series) {
          expect(s.data).toHaveLength(days);
          for (const point of s.data) expect(point.y).toBeGreaterThanOrEqual(siteStatsAxis.yMin);
        }
      }),
    );
  });

  it('gives two datasets of seven months to the bar chart', () => {
    const series = monthlyBarSeries();
    expect(barChartMonths).toHaveLength(7);
    expect(series).toHaveLength(2);
    for (const s of series) expect(s.values).toHaveLength(7);
    expect(monthlyBarSeries()).toEqual(series);
  });

  it('shares x values across the stacked areas', () => {
    const [first, ...rest] = stackedAreaSeries();
    for (const s of rest) expect(s.data.map((p) => p.x)).toEqual(first!.data.map((p) => p.x));
  });

  it('has slices both above and below the 10 % label threshold', () => {
    const total = browserShares.reduce((sum, d) => sum + d.value, 0);
    const shares = browserShares.map((d) => d.value / total);
    expect(shares.some((s) => s < 0.1)).toBe(true);
    expect(shares.some((s) => s >= 0.1)).toBe(true);
  });
});

describe('morris demo data', () => {
  it('names quarters like the Morris demo', () => {
    expect(quarterLabel(quarterStart(2011, 3))).toBe('2011 Q3');
    expect(morrisBarQuarters[0]).toBe('2011 Q1');
    expect(morrisBarQuarters.at(-1)).toBe('2013 Q1');
  });

  it('round-trips any quarter through its label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1970, max: 2100 }), fc.integer({ min: 1, max: 4 }), (year, quarter) => {
        expect(quarterLabel(quarterStart(year, quarter))).toBe(`${year} Q${quarter}`);
      }),
    );
  });

  it('runs the sales graph quarterly from 2010 Q2 to 2012 Q2', () => {
    const series = quarterlySalesSeries();
    expect(series).toHaveLength(3);
    const labels = series[0]!.data.map((p) => quarterLabel(p.x as Date));
    expect(labels[0]).toBe('2010 Q2');
    expect(labels.at(-1)).toBe('2012 Q2');
  });

  it('dips below zero in the negative values demo', () => {
    const values = negativeValuesSeries().flatMap((s) => s.data.map((p) => p.y));
    expect(Math.min(...values)).toBeLessThan(0);
    expect(Math.max(...values)).toBeGreaterThan(0);
  });
});

describe('sparkline demo data', () => {
  it('draws values within the asked bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 1000 }), (count, seed) => {
        const values = sparklineValues(count, -5, 12, seed);
        expect(values).toHaveLength(count);
        for (const v of values) expect(Number.isInteger(v) && v >= -5 && v <= 12).toBe(true);
      }),
    );
  });

  it('draws only wins, losses and draws for the tristate sparkline', () => {
    expect(new Set(tristateValues(200, 4))).toEqual(new Set([-1, 0, 1]));
  });
});
