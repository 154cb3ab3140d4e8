import type { BarSeries } from '../bar-chart';
import type { LineSeries } from '../line-chart';
import type { PieChartDatum } from '../pie-chart';

/** A column of numbers in a {@link ChartTable}: one value per category (row). */
export interface ChartTableSeries {
  /** Stable identity; defaults to `label`. */
  key?: string;
  label: string;
  values: readonly number[];
}

/** The key a table column is known by. */
export function tableSeriesKey(series: ChartTableSeries): string {
  return series.key ?? series.label;
}

/** Table columns as bar chart series. */
export function toBarSeries(series: readonly ChartTableSeries[]): BarSeries[] {
  return series.map((entry) => ({ key: tableSeriesKey(entry), label: entry.label, values: entry.values }));
}

/** Table columns as line chart series, x being the row index (the chart names it by category). */
export function toLineSeries(series: readonly ChartTableSeries[]): LineSeries[] {
  return series.map((entry) => ({
    key: tableSeriesKey(entry),
    label: entry.label,
    data: entry.values.map((y, x) => ({ x, y })),
  }));
}

/** One table column as pie slices, one per category; rows without a value count as zero. */
export function toPieData(
  categories: readonly string[],
  series: ChartTableSeries | undefined,
): PieChartDatum[] {
  return categories.map((label, index) => ({ label, value: series?.values[index] ?? 0 }));
}
