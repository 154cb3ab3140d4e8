import { describe, expect, it } from 'vitest';
import { tableSeriesKey, toBarSeries, toLineSeries, toPieData } from './chartTableModel';

const series = [
  { label: 'North', values: [10, 20] },
  { key: 's', label: 'South', values: [5] },
];

describe('chartTableModel', () => {
  it('keys columns by key or label', () => {
    expect(series.map(tableSeriesKey)).toEqual(['North', 's']);
  });

  it('turns columns into bar series and line series indexed by row', () => {
    expect(toBarSeries(series)[1]).toEqual({ key: 's', label: 'South', values: [5] });
    expect(toLineSeries(series)[0]!.data).toEqual([
      { x: 0, y: 10 },
      { x: 1, y: 20 },
    ]);
  });

  it('turns one column into pie slices per row, missing values as zero', () => {
    expect(toPieData(['A', 'B'], series[1])).toEqual([
      { label: 'A', value: 5 },
      { label: 'B', value: 0 },
    ]);
    expect(toPieData(['A'], undefined)).toEqual([{ label: 'A', value: 0 }]);
  });
});
