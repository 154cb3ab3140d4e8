import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampUpdateInterval,
  nextRandomWalkPoint,
  randomWalk,
  shiftRandomWalk,
  updateIntervalBounds,
} from './liveSeries';

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const rngFrom = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('random walk', () => {
  it('steps at most 5 and stays within 0..100 from any start', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), unit, (previous, r) => {
        const next = nextRandomWalkPoint(previous, () => r);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(100);
        expect(Math.abs(next - previous)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('makes 200 points starting at 50, every step bounded', () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 50 }), (randoms) => {
        const walk = randomWalk(200, rngFrom(randoms));
        expect(walk).toHaveLength(200);
        expect(walk[0]).toBe(50);
        walk.forEach((value, i) => {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
          if (i > 0) expect(Math.abs(value - walk[i - 1]!)).toBeLessThanOrEqual(5);
        });
      }),
    );
  });

  it('shifts one value out and appends the next step', () => {
    const walk = randomWalk(200, () => 0.5);
    const next = shiftRandomWalk(walk, () => 1 - Number.EPSILON);
    expect(next).toHaveLength(200);
    expect(next.slice(0, 199)).toEqual(walk.slice(1));
    expect(next[199]! - walk[199]!).toBeCloseTo(5);
  });

  it('reflects a step that would cross a bound back inside', () => {
    expect(nextRandomWalkPoint(99, () => 0.9)).toBeCloseTo(97);
    expect(nextRandomWalkPoint(1, () => 0)).toBeCloseTo(4);
  });

  it('never sticks to a bound: from 0 or 100 any non-zero step moves back inside by its size', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 100), unit, (bound, r) => {
        fc.pre(r !== 0.5);
        const next = nextRandomWalkPoint(bound, () => r);
        expect(next).not.toBe(bound);
        expect(Math.abs(next - bound)).toBeCloseTo(Math.abs(r * 2 - 1) * 5, 9);
      }),
    );
  });

  it('spends no more time on the bounds than anywhere else, in long walks from any randoms', () => {
    fc.assert(
      fc.property(fc.array(unit, { minLength: 1, maxLength: 50 }), (randoms) => {
        // 0.5 is a step of zero, which stays anywhere, a bound included.
        fc.pre(!randoms.includes(0.5));
        const walk = randomWalk(2000, rngFrom(randoms));
        // A clamping walk pushed outward piles up on 0 or 100; a reflecting one reaches a bound only by an
        // exact landing, and never twice in a row.
        walk.slice(1).forEach((value, i) => {
          const isOnBound = value === 0 || value === 100;
          if (isOnBound) expect(walk[i]).not.toBe(value);
        });
      }),
    );
  });
});

describe('clampUpdateInterval', () => {
  it('clamps any number into 1..2000', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), (value) => {
        const result = clampUpdateInterval(String(value));
        expect(result).toBeGreaterThanOrEqual(updateIntervalBounds.min);
        expect(result).toBeLessThanOrEqual(updateIntervalBounds.max);
        if (value >= 1 && value <= 2000) expect(result).toBe(value);
      }),
    );
  });

  it('rewrites 0 as 1 and 5000 as 2000', () => {
    expect(clampUpdateInterval('0')).toBe(1);
    expect(clampUpdateInterval('5000')).toBe(2000);
    expect(clampUpdateInterval('750')).toBe(750);
  });

  it('keeps the previous interval for non-numeric text', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(text)),
        fc.integer({ min: 1, max: 2000 }),
        (text, previous) => {
          expect(clampUpdateInterval(text, previous)).toBe(previous);
        },
      ),
    );
    expect(clampUpdateInterval('abc')).toBe(1000);
    expect(clampUpdateInterval('')).toBe(1000);
  });
});
