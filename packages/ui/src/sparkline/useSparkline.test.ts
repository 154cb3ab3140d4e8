import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxPlotStats } from './boxPlotStats';
import { barLayout, barRowWidth, linePoints, tristateLayout } from './sparklineGeometry';
import {
  boxPlotSummary,
  bulletSummary,
  seriesSummary,
  shareSummary,
  tristateSummary,
} from './sparklineSummary';

const spec = { height: 26, barWidth: 5, barSpacing: 2 };

describe('sparkline geometry', () => {
  it('lays bars 5 wide and 2 apart (spec §9)', () => {
    expect(barRowWidth(3, 5, 2)).toBe(19);
    expect(barRowWidth(0, 5, 2)).toBe(0);
    expect(barLayout([1, 2, 3], spec).map((bar) => bar.x)).toEqual([0, 7, 14]);
  });

  it('grows bars from zero: the tallest fills the height, negatives hang below zero', () => {
    const [low, high] = barLayout([-2, 6], spec);
    expect(high).toMatchObject({ y: 0, height: 19.5, sign: 1 });
    expect(low).toMatchObject({ y: 19.5, height: 6.5, sign: -1 });
  });

  it('keeps every bar inside the box, at least 1 px high', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          for (const bar of barLayout(values, spec)) {
            expect(bar.height).toBeGreaterThanOrEqual(1);
            expect(bar.y).toBeGreaterThanOrEqual(-1e-9);
            expect(bar.y + bar.height).toBeLessThanOrEqual(26 + 1e-9);
          }
        },
      ),
    );
  });

  it('puts tristate wins above the middle, losses below it and draws on it', () => {
    const [win, loss, draw] = tristateLayout([3, -1, 0], spec);
    expect(win).toMatchObject({ y: 0, height: 13, sign: 1 });
    expect(loss).toMatchObject({ y: 13, height: 13, sign: -1 });
    expect(draw!.y + draw!.height / 2).toBe(13);
  });

  it('spreads line points across the width and scales them to the height', () => {
    const points = linePoints([0, 5, 10], { width: 90, height: 20, inset: 2 });
    expect(points.map((p) => p.x)).toEqual([2, 45, 88]);
    expect(points.map((p) => p.y)).toEqual([18, 10, 2]);
    expect(linePoints([4, 4], { width: 90, height: 20, inset: 2 }).map((p) => p.y)).toEqual([10, 10]);
  });
});

describe('sparkline summaries', () => {
  it('lists a short series in full and shortens a long one', () => {
    expect(seriesSummary('Trend', [5, 6, 7])).toBe('Trend: 5, 6, 7');
    expect(seriesSummary('Trend', [5, 6, 7, 3, 12, 8, 9])).toBe(
      'Trend: 5, 6, 7 … last 9 (7 values, 3 to 12)',
    );
    expect(seriesSummary('Trend', [])).toBe('Trend: no data');
  });

  it('counts tristate results', () => {
    expect(tristateSummary('Results', [1, -1, 1, 0, 2])).toBe('Results: 3 up, 1 down, 1 level');
  });

  it('gives each share its percentage', () => {
    expect(shareSummary('Shares', [1, 3])).toBe('Shares: 1 (25%), 3 (75%)');
    expect(shareSummary('Shares', [0, 0])).toBe('Shares: no data');
  });

  it('reads a box plot as its five numbers and outlier count', () => {
    expect(boxPlotSummary('Spread', boxPlotStats([-9, 2, 2, 2, 3, 4, 4, 4, 20]))).toBe(
      'Spread: median 3, quartiles 2 to 4, whiskers 2 to 4, 2 outliers',
    );
    expect(boxPlotSummary('Spread', null)).toBe('Spread: no data');
  });

  it('reads a bullet graph as value, target and ranges', () => {
    expect(bulletSummary('Revenue', { performance: 270, target: 250, ranges: [150, 300] })).toBe(
      'Revenue: 270 against a target of 250 (ranges 150, 300)',
    );
    expect(bulletSummary('Revenue', { performance: 5, ranges: [] })).toBe('Revenue: 5');
  });
});
