import type { BarSeries, LineSeries, PieChartDatum } from '@atrium/ui';

/** A source of uniform numbers in `[0, 1)`. */
export type DemoRandom = () => number;

/** A seeded Park–Miller generator: the graph pages draw the same demo data on every visit and in tests. */
export function seededRandom(seed: number): DemoRandom {
  let state = Math.abs(Math.trunc(seed)) % 2147483647 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** A whole number in `[low, high]` from `random`. */
function between(random: DemoRandom, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** Sine demo: x from 0 to 15, y shown from -1.1 to 1.1 so the peaks clear the frame. */
export const sineChartDomain = { x: [0, 15] as const, y: { min: -1.1, max: 1.1 } };

/** Sine and cosine sampled every `step` over x 0..15 (the flot "Sin chart"). */
export function sineCosineSeries(step = 0.5): LineSeries[] {
  const count = Math.floor(sineChartDomain.x[1] / step) + 1;
  const xs = Array.from({ length: count }, (_, i) => i * step);
  return [
    { key: 'sin', label: 'sin(x)', data: xs.map((x) => ({ x, y: Math.sin(x) })) },
    { key: 'cos', label: 'cos(x)', data: xs.map((x) => ({ x, y: Math.cos(x) })) },
  ];
}

/** Site stats: the y axis starts at 20 and asks for 15 ticks. */
export const siteStatsAxis = { yMin: 20, yTickCount: 15 } as const;

const dayMs = 86_400_000;

/** Daily visits and unique visitors over `days` days from 1 March 2026; every value stays at or above 20. */
export function siteStatsSeries(days = 30, seed = 11): LineSeries[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2026, 2, 1);
  const visits = Array.from({ length: days }, () => between(random, 120, 260));
  const unique = visits.map((v) => Math.max(siteStatsAxis.yMin, Math.round(v * (0.35 + random() * 0.3))));
  const at = (i: number) => new Date(start + i * dayMs);
  return [
    { key: 'visits', label: 'Visits', data: visits.map((y, i) => ({ x: at(i), y })) },
    { key: 'unique', label: 'Unique visitors', data: unique.map((y, i) => ({ x: at(i), y })) },
  ];
}

/** Bar demo: seven months. */
export const barChartMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July'] as const;

/** Two datasets of seven monthly values each. */
export function monthlyBarSeries(seed = 3): BarSeries[] {
  const random = seededRandom(seed);
  const values = () => barChartMonths.map(() => between(random, 20, 90));
  return [
    { key: 'orders', label: 'Orders', values: values() },
    { key: 'returns', label: 'Returns', values: values().map((v) => Math.round(v / 3)) },
  ];
}

/** Three product lines over eleven weeks sharing their x values, so they stack point by point. */
export function stackedAreaSeries(seed = 5): LineSeries[] {
  const random = seededRandom(seed);
  const weeks = Array.from({ length: 11 }, (_, i) => i);
  const line = (key: string, label: string, base: number) => ({
    key,
    label,
    data: weeks.map((x) => ({ x, y: base + between(random, 0, base) })),
  });
  return [line('server', 'Server', 10), line('desktop', 'Desktop', 6), line('mobile', 'Mobile', 8)];
}

/** Browser shares for the pie and donut; two slices fall under the 10 % label threshold, to show it at work. */
export const browserShares: readonly PieChartDatum[] = [
  { key: 'chrome', label: 'Chrome', value: 46 },
  { key: 'firefox', label: 'Firefox', value: 21 },
  { key: 'safari', label: 'Safari', value: 17 },
  { key: 'edge', label: 'Edge', value: 9 },
  { key: 'other', label: 'Other', value: 7 },
];

/** The first day (UTC) of quarter `quarter` (1–4) of `year`. */
export function quarterStart(year: number, quarter: number): Date {
  return new Date(Date.UTC(year, (quarter - 1) * 3, 1));
}

/** "2011 Q3" for a date, as the Morris demo labels its quarters. */
export function quarterLabel(date: Date): string {
  return `${date.getUTCFullYear()} Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** Quarters from `fromYear` Q`fromQuarter`, `count` of them. */
function quarters(fromYear: number, fromQuarter: number, count: number): Date[] {
  return Array.from({ length: count }, (_, i) => {
    const index = fromQuarter - 1 + i;
    return quarterStart(fromYear + Math.floor(index / 4), (index % 4) + 1);
  });
}

/** Morris "sales graphs": three products per quarter, 2010 Q2 to 2012 Q2, to draw as stacked areas. */
export function quarterlySalesSeries(seed = 13): LineSeries[] {
  const random = seededRandom(seed);
  const dates = quarters(2010, 2, 9);
  const product = (key: string, label: string, base: number, spread: number) => ({
    key,
    label,
    data: dates.map((x, i) => ({ x, y: Math.round(base + i * spread * 0.2 + random() * spread) })),
  });
  return [
    product('item1', 'Item 1', 2600, 4000),
    product('item2', 'Item 2', 1800, 2500),
    product('item3', 'Item 3', 1500, 1800),
  ];
}

/** Morris "area graph": two series over the quarters of 2011, overlapping rather than stacked. */
export function overlappingAreaSeries(): LineSeries[] {
  const dates = quarters(2011, 1, 4);
  const y = [3, 2, 0, 4];
  const z = [3, 1, 2, 4];
  return [
    { key: 'y', label: 'Y', data: dates.map((x, i) => ({ x, y: y[i]! })) },
    { key: 'z', label: 'Z', data: dates.map((x, i) => ({ x, y: z[i]! })) },
  ];
}

/** Quarter names 2011 Q1 to 2013 Q1, the categories of the Morris bar demos. */
export const morrisBarQuarters: readonly string[] = quarters(2011, 1, 9).map(quarterLabel);

/** Morris "bar graph": one series climbing by one each quarter, from 0 to 8. */
export function risingBarSeries(): BarSeries[] {
  return [{ key: 'y', label: 'Y', values: morrisBarQuarters.map((_, i) => i) }];
}

/** Morris "normal" and "stacked" bar graphs: three series over six years. */
export const morrisBarYears: readonly string[] = ['2006', '2007', '2008', '2009', '2010', '2011'];

/** Three series (x, y, z) per year for the grouped, stacked and horizontal bar demos. */
export function yearlyBarSeries(seed = 17): BarSeries[] {
  const random = seededRandom(seed);
  const values = () => morrisBarYears.map(() => between(random, 1, 5));
  return [
    { key: 'x', label: 'X', values: values() },
    { key: 'y', label: 'Y', values: values() },
    { key: 'z', label: 'Z', values: values() },
  ];
}

/** Morris "year graph": a yearly count from 2012 back to 2006. */
export function yearlyLicensesSeries(): LineSeries[] {
  const counts = [20, 10, 5, 5, 20, 15, 10];
  return [
    {
      key: 'licenses',
      label: 'Licenses',
      data: counts.map((y, i) => ({ x: new Date(Date.UTC(2006 + i, 0, 1)), y })),
    },
  ];
}

/** Morris "decimal data": sine and cosine in percent with decimals, x in degrees. */
export function decimalSeries(): LineSeries[] {
  const degrees = Array.from({ length: 37 }, (_, i) => i * 10);
  const percent = (value: number) => Math.round(value * 10000) / 100;
  const radians = (d: number) => (d * Math.PI) / 180;
  return [
    { key: 'sin', label: 'sin()', data: degrees.map((x) => ({ x, y: percent(Math.sin(radians(x))) })) },
    { key: 'cos', label: 'cos()', data: degrees.map((x) => ({ x, y: percent(Math.cos(radians(x))) })) },
  ];
}

/** Morris "negative values": a damped wave by quarter that dips below zero. */
export function negativeValuesSeries(): LineSeries[] {
  const dates = quarters(2011, 1, 12);
  return [
    {
      key: 'a',
      label: 'A',
      data: dates.map((x, i) => ({ x, y: Math.round(100 * Math.sin(i / 1.5) * Math.exp(-i / 12)) })),
    },
    {
      key: 'b',
      label: 'B',
      data: dates.map((x, i) => ({ x, y: Math.round(60 * Math.cos(i / 1.5) * Math.exp(-i / 12)) })),
    },
  ];
}

/** Morris "donut": sales by channel. */
export const salesByChannel: readonly PieChartDatum[] = [
  { key: 'download', label: 'Download sales', value: 30 },
  { key: 'store', label: 'In-store sales', value: 50 },
  { key: 'mail', label: 'Mail-order sales', value: 20 },
];

/** A daily time series of `days` values (a seeded walk) for the zoomable Morris time graph. */
export function dailyTrafficSeries(days = 365, seed = 19): LineSeries[] {
  const random = seededRandom(seed);
  const start = Date.UTC(2025, 0, 1);
  let level = 400;
  const data = Array.from({ length: days }, (_, i) => {
    level = Math.max(50, level + (random() - 0.48) * 40);
    return { x: new Date(start + i * dayMs), y: Math.round(level) };
  });
  return [{ key: 'traffic', label: 'Page views', data }];
}

/** `count` seeded whole numbers in `[low, high]`, for sparklines. */
export function sparklineValues(count: number, low: number, high: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => between(random, low, high));
}

/** `count` seeded win (1), loss (-1) or draw (0) results, for the tristate sparkline. */
export function tristateValues(count: number, seed: number): number[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => between(random, -1, 1));
}
