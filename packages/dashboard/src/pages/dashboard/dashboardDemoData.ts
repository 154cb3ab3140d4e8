import { nextRandomWalkPoint, randomWalk, type LineSeries, type RandomSource } from '@atrium/ui';

/** The dashboard's live stats shift every 1.5 s while the live switch is on. */
export const liveStatsTickMs = 1500;

/** 200 points per live stats series. */
export const liveStatsLength = 200;

/** The revenue chart's y axis tops out at 1200, above every demo value. */
export const revenueYMax = 1200;

/** The two random walks of the live stats chart, drawn as the template's two lines. */
export interface LiveStatsWalks {
  visits: readonly number[];
  pageViews: readonly number[];
}

/** Names of the live stats series, in drawing order. */
export const liveStatsLabels = { visits: 'Visits', pageViews: 'Page views' } as const;

/** A small seeded generator (Park–Miller), so stories, tests and benchmarks draw the same walks every run. */
export function seededRandom(seed = 1): RandomSource {
  let state = Math.max(1, Math.floor(Math.abs(seed)) % 2147483647);
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** Two fresh random walks (start 50, steps of at most 5, within 0 to 100). */
export function createLiveStats(rng: RandomSource, length: number = liveStatsLength): LiveStatsWalks {
  return { visits: randomWalk(length, rng), pageViews: randomWalk(length, rng) };
}

function shiftWalk(values: readonly number[], rng: RandomSource): number[] {
  const last = values.length > 0 ? values[values.length - 1]! : 50;
  return [...values.slice(1), nextRandomWalkPoint(last, rng)];
}

/** One tick: each walk drops its oldest value and takes one more step. */
export function shiftLiveStats(walks: LiveStatsWalks, rng: RandomSource): LiveStatsWalks {
  return { visits: shiftWalk(walks.visits, rng), pageViews: shiftWalk(walks.pageViews, rng) };
}

const toPoints = (values: readonly number[]) => values.map((y, x) => ({ x, y }));

/** The walks as chart series, x being the position in the window. */
export function liveStatsSeries(walks: LiveStatsWalks): LineSeries[] {
  return [
    { key: 'visits', label: liveStatsLabels.visits, data: toPoints(walks.visits) },
    { key: 'pageViews', label: liveStatsLabels.pageViews, data: toPoints(walks.pageViews) },
  ];
}

/** The twelve months on the x axis of the social and revenue charts, as 1-based numbers. */
export const demoMonths = Array.from({ length: 12 }, (_, index) => index + 1);

/** Short month name of a 1-based month number in `locale` ("Jan" for 1 in English); empty outside 1 to 12. */
export function monthName(month: number, locale = 'en-US'): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return '';
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2026, month - 1, 1),
  );
}

/** Followers per month of one network: a steady climb plus a seasonal swell, fixed so it never changes. */
function followers(base: number, growth: number, swing: number, phase: number): number[] {
  return demoMonths.map((month) =>
    Math.round(base + growth * (month - 1) + swing * Math.sin((month + phase) * (Math.PI / 6))),
  );
}

/** Sample social data: followers (in thousands) per month on three networks. Deterministic. */
export function socialNetworkSeries(): LineSeries[] {
  const networks = [
    { key: 'twitter', label: 'Twitter', values: followers(42, 3.5, 4, 0) },
    { key: 'facebook', label: 'Facebook', values: followers(61, 2.2, 6, 2) },
    { key: 'linkedin', label: 'LinkedIn', values: followers(18, 1.6, 2, 4) },
  ];
  return networks.map(({ key, label, values }) => ({
    key,
    label,
    data: values.map((y, index) => ({ x: demoMonths[index]!, y })),
  }));
}

/** Keys of the revenue series, in the order of their checkboxes. */
export const revenueKeys = ['target', 'actual', 'signups'] as const;
/** One of {@link revenueKeys}. */
export type RevenueKey = (typeof revenueKeys)[number];

/** Names of the revenue series, as their checkboxes and the chart call them. */
export const revenueLabels: Record<RevenueKey, string> = {
  target: 'Target',
  actual: 'Actual',
  signups: 'Signups',
};

const revenueValues: Record<RevenueKey, readonly number[]> = {
  target: [600, 640, 680, 720, 760, 800, 840, 880, 920, 960, 1000, 1040],
  actual: [520, 610, 590, 700, 810, 760, 880, 850, 940, 1010, 980, 1120],
  signups: [180, 220, 210, 260, 300, 280, 340, 360, 330, 390, 420, 450],
};

/** All three revenue series, in the fixed order target, actual, signups, capped at the y maximum. */
export function revenueSeries(): LineSeries[] {
  return revenueKeys.map((key) => ({
    key,
    label: revenueLabels[key],
    data: revenueValues[key].map((y, index) => ({ x: demoMonths[index]!, y: Math.min(y, revenueYMax) })),
  }));
}

/** Keys of the series to hide: those not in `shown`, so the chart keeps each series' colour. */
export function hiddenRevenueKeys(shown: ReadonlySet<RevenueKey>): RevenueKey[] {
  return revenueKeys.filter((key) => !shown.has(key));
}

/** `shown` with `key` added when `isOn`, removed otherwise; a new set, so React sees the change. */
export function toggleRevenueKey(
  shown: ReadonlySet<RevenueKey>,
  key: RevenueKey,
  isOn: boolean,
): Set<RevenueKey> {
  const next = new Set(shown);
  if (isOn) next.add(key);
  else next.delete(key);
  return next;
}
