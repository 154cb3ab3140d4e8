import { describe, expect, it } from 'vitest';
import { chartJsDemoData, chartJsMonths, doughnutAnimationMs } from './chartJsDemoData';

describe('chartJsDemoData', () => {
  it('gives two datasets over seven months (spec §9), as bars and as lines', () => {
    const { datasets, lines } = chartJsDemoData();
    expect(datasets).toHaveLength(2);
    for (const [i, dataset] of datasets.entries()) {
      expect(dataset.values).toHaveLength(chartJsMonths.length);
      expect(lines[i]!.data.map((point) => point.y)).toEqual(dataset.values);
      for (const value of dataset.values) {
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(10);
        expect(value).toBeLessThan(100);
      }
    }
  });

  it('is the same for a seed and differs between seeds', () => {
    expect(chartJsDemoData(7)).toEqual(chartJsDemoData(7));
    expect(chartJsDemoData(7).datasets).not.toEqual(chartJsDemoData(8).datasets);
  });

  it('has positive slices and a radar value per activity', () => {
    const { radar, doughnut, polar, pie } = chartJsDemoData();
    for (const series of radar) expect(series.values).toHaveLength(7);
    for (const slice of [...doughnut, ...polar, ...pie]) expect(slice.value).toBeGreaterThan(0);
  });

  it('animates the doughnut for 100 frames at 60 frames a second', () => {
    expect(doughnutAnimationMs).toBe(1667);
  });
});
