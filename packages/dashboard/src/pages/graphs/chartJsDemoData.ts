import type { BarSeries, LineSeries, PieChartDatum, RadarSeries } from '@atrium/ui';
import { seededRandom } from './dygraphsDemoData';

/** The months every cartesian Chart.js demo runs over. */
export const chartJsMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July'] as const;

/** The activities round the radar demo. */
export const chartJsActivities = [
  'Eating',
  'Drinking',
  'Sleeping',
  'Designing',
  'Coding',
  'Cycling',
  'Running',
] as const;

/** The doughnut animates in 100 steps; Chart.js draws one step a frame, at 60 frames a second. */
export const doughnutAnimationSteps = 100;
export const doughnutAnimationMs = Math.round((doughnutAnimationSteps * 1000) / 60);

/** The doughnut's hole is half its radius. */
export const doughnutCutout = 0.5;

/** The Chart.js demo figures: two datasets over seven months, an activity radar and three sets of slices. */
export interface ChartJsDemoData {
  datasets: BarSeries[];
  lines: LineSeries[];
  radar: RadarSeries[];
  doughnut: PieChartDatum[];
  polar: PieChartDatum[];
  pie: PieChartDatum[];
}

/** Draws the demo figures from `seed`; the same seed always gives the same charts. */
export function chartJsDemoData(seed = 42): ChartJsDemoData {
  const random = seededRandom(seed);
  // Chart.js samples draw whole numbers from 10 to 99.
  const scalingFactor = () => 10 + Math.floor(random() * 90);
  const first = chartJsMonths.map(scalingFactor);
  const second = chartJsMonths.map(scalingFactor);
  const datasets: BarSeries[] = [
    { key: 'first', label: 'My First dataset', values: first },
    { key: 'second', label: 'My Second dataset', values: second },
  ];
  const lines: LineSeries[] = datasets.map((dataset) => ({
    key: dataset.key,
    label: dataset.label,
    data: dataset.values.map((y, x) => ({ x, y })),
  }));
  const radar: RadarSeries[] = datasets.map((dataset) => ({
    key: dataset.key,
    label: dataset.label,
    values: chartJsActivities.map(scalingFactor),
  }));
  const slices = (labels: readonly string[], scale: number) =>
    labels.map((label) => ({ label, value: Math.round(scale * (0.2 + random())) }));
  return {
    datasets,
    lines,
    radar,
    doughnut: slices(['Desktop', 'Mobile', 'Tablet'], 200),
    polar: slices(['North', 'East', 'South', 'West', 'Central'], 250),
    pie: slices(['Direct', 'Search', 'Referral'], 200),
  };
}
