import type { ChartTableSeries } from '@atrium/ui';
import { seededRandom } from './dygraphsDemoData';

/** The rows of the monthly tables; short names, so twelve fit under a half-width column chart. */
export const salesMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The rows of the browser share table. */
export const browsers = ['Chrome', 'Safari', 'Edge', 'Firefox', 'Other'] as const;

/** One demo table: its columns, one value per row. */
export interface HighchartTablesDemoData {
  /** Units sold per month, by store. */
  sales: ChartTableSeries[];
  /** Visitors per month, this year and last. */
  visitors: ChartTableSeries[];
  /** Visits per browser. */
  browserVisits: ChartTableSeries[];
}

/** Draws the demo tables from `seed`; the same seed always gives the same tables. */
export function highchartTablesDemoData(seed = 1989): HighchartTablesDemoData {
  const random = seededRandom(seed);
  const around = (base: number, spread: number) => Math.round(base + (random() - 0.5) * spread);
  const seasonal = (base: number, swing: number) =>
    salesMonths.map((_, month) => around(base + swing * Math.sin(((month - 2) * Math.PI) / 6), base / 5));
  const lastYear = seasonal(1800, 500);
  return {
    sales: [
      { key: 'downtown', label: 'Downtown store', values: seasonal(420, 120) },
      { key: 'online', label: 'Online shop', values: seasonal(610, 90) },
    ],
    visitors: [
      { key: 'this-year', label: 'This year', values: lastYear.map((value) => around(value * 1.15, 200)) },
      { key: 'last-year', label: 'Last year', values: lastYear },
    ],
    browserVisits: [
      {
        key: 'visits',
        label: 'Visits',
        values: [0.62, 0.19, 0.08, 0.06, 0.05].map((s) => around(s * 10_000, 200)),
      },
    ],
  };
}
