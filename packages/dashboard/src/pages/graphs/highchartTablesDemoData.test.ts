import { describe, expect, it } from 'vitest';
import { browsers, highchartTablesDemoData, salesMonths } from './highchartTablesDemoData';

describe('highchartTablesDemoData', () => {
  it('fills one positive whole number per row in every column', () => {
    const data = highchartTablesDemoData();
    const tables = [
      [data.sales, salesMonths.length],
      [data.visitors, salesMonths.length],
      [data.browserVisits, browsers.length],
    ] as const;
    for (const [columns, rows] of tables) {
      for (const column of columns) {
        expect(column.values).toHaveLength(rows);
        for (const value of column.values) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
      }
    }
  });

  it('is the same for a seed', () => {
    expect(highchartTablesDemoData(5)).toEqual(highchartTablesDemoData(5));
  });
});
