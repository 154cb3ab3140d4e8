import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createLiveStats,
  hiddenRevenueKeys,
  liveStatsLength,
  liveStatsSeries,
  monthName,
  revenueKeys,
  revenueSeries,
  revenueYMax,
  seededRandom,
  shiftLiveStats,
  socialNetworkSeries,
  toggleRevenueKey,
  type RevenueKey,
} from './dashboardDemoData';

const withinWalkRules = (values: readonly number[]) =>
  values.every(
    (value, index) =>
      value >= 0 && value <= 100 && (index === 0 || Math.abs(value - values[index - 1]!) <= 5 + 1e-9),
  );

describe('live stats', () => {
  it('draws two walks of 200 points from 50, steps of at most 5, within 0 to 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 2 }), (seed) => {
        const walks = createLiveStats(seededRandom(seed));
        for (const values of [walks.visits, walks.pageViews]) {
          expect(values).toHaveLength(liveStatsLength);
          expect(values[0]).toBe(50);
          expect(withinWalkRules(values)).toBe(true);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('is the same for the same seed and differs between seeds', () => {
    expect(createLiveStats(seededRandom(4))).toEqual(createLiveStats(seededRandom(4)));
    expect(createLiveStats(seededRandom(4)).visits).not.toEqual(createLiveStats(seededRandom(5)).visits);
  });

  it('shifts by one point per tick, keeping the length and the walk rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 30 }), (seed, ticks) => {
        const rng = seededRandom(seed);
        const start = createLiveStats(rng);
        let walks = start;
        for (let tick = 0; tick < ticks; tick += 1) walks = shiftLiveStats(walks, rng);
        expect(walks.visits).toHaveLength(liveStatsLength);
        expect(walks.visits.slice(0, liveStatsLength - ticks)).toEqual(start.visits.slice(ticks));
        expect(walks.pageViews.slice(0, liveStatsLength - ticks)).toEqual(start.pageViews.slice(ticks));
        expect(withinWalkRules([...start.visits, ...walks.visits.slice(liveStatsLength - ticks)])).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('turns the walks into two chart series indexed by position', () => {
    const series = liveStatsSeries({ visits: [1, 2], pageViews: [3, 4] });
    expect(series.map((s) => s.label)).toEqual(['Visits', 'Page views']);
    expect(series[1]!.data).toEqual([
      { x: 0, y: 3 },
      { x: 1, y: 4 },
    ]);
  });
});

describe('social network sample', () => {
  it('has twelve months of followers on three networks and never changes', () => {
    const series = socialNetworkSeries();
    expect(series.map((s) => s.label)).toEqual(['Twitter', 'Facebook', 'LinkedIn']);
    for (const s of series) {
      expect(s.data.map((point) => point.x)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(s.data.every((point) => point.y > 0)).toBe(true);
    }
    expect(socialNetworkSeries()).toEqual(series);
  });

  it('names months', () => {
    expect(monthName(1)).toBe('Jan');
    expect(monthName(12)).toBe('Dec');
    expect(monthName(0)).toBe('');
    expect(monthName(1.5)).toBe('');
  });
});

describe('revenue', () => {
  it('has target, actual and signups within the y maximum of 1200', () => {
    const series = revenueSeries();
    expect(series.map((s) => s.key)).toEqual(['target', 'actual', 'signups']);
    expect(series.every((s) => s.data.every((point) => point.y >= 0 && point.y <= revenueYMax))).toBe(true);
  });

  it('hides exactly the series whose checkbox is off', () => {
    const all = new Set<RevenueKey>(revenueKeys);
    expect(hiddenRevenueKeys(all)).toEqual([]);
    const withoutActual = toggleRevenueKey(all, 'actual', false);
    expect(hiddenRevenueKeys(withoutActual)).toEqual(['actual']);
    expect(all.has('actual')).toBe(true);
    expect(hiddenRevenueKeys(toggleRevenueKey(withoutActual, 'actual', true))).toEqual([]);
  });

  it('toggling a key twice gives back the set it started from', () => {
    fc.assert(
      fc.property(
        fc.subarray([...revenueKeys]),
        fc.constantFrom(...revenueKeys),
        fc.boolean(),
        (keys, key, isOn) => {
          const shown = new Set<RevenueKey>(keys);
          const toggled = toggleRevenueKey(shown, key, isOn);
          expect(toggled.has(key)).toBe(isOn);
          const back = toggleRevenueKey(toggled, key, shown.has(key));
          expect([...back].sort()).toEqual([...shown].sort());
        },
      ),
    );
  });
});
