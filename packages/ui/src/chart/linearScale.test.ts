import { scaleLinear } from '@visx/scale';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linearScale } from './linearScale';

// Chart values: up to a million either way, in hundredths.
const finite = fc.integer({ min: -1e8, max: 1e8 }).map((hundredths) => hundredths / 100);
const options = fc.record({
  domain: fc.tuple(finite, finite),
  range: fc.tuple(fc.integer({ min: -500, max: 2000 }), fc.integer({ min: -500, max: 2000 })),
  nice: fc.boolean(),
});
// The scale the charts drew with before: visx's wrapper of d3-scale's linear scale, the same options.
const d3Scale = (input: { domain: [number, number]; range: [number, number]; nice: boolean }) =>
  scaleLinear<number>(input);
const close = (a: number, b: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));

describe('linearScale', () => {
  it('maps, inverts, ticks and labels like d3 on a typical axis', () => {
    const y = linearScale({ domain: [3, 97], range: [200, 0], nice: true });
    expect(y.domain()).toEqual([0, 100]);
    expect(y(50)).toBe(100);
    expect(y.invert(50)).toBe(75);
    expect(y.ticks(5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(y.ticks(5).map(y.tickFormat(5))).toEqual(['0', '20', '40', '60', '80', '100']);
    const fine = linearScale({ domain: [0, 1], range: [0, 1] });
    expect(fine.ticks(4).map(fine.tickFormat(4))).toEqual(['0.0', '0.2', '0.4', '0.6', '0.8', '1.0']);
    expect(linearScale({ domain: [0, 12_000], range: [0, 1] }).tickFormat(4)(12_000)).toBe('12,000');
  });

  it('maps a one-value domain or range to its middle, as d3 does', () => {
    expect(linearScale({ domain: [5, 5], range: [0, 100] })(5)).toBe(50);
    expect(linearScale({ domain: [0, 10], range: [40, 40] }).invert(40)).toBe(5);
  });

  it('agrees with d3-scale for any domain, range and nice', () => {
    fc.assert(
      fc.property(options, finite, fc.integer({ min: 1, max: 20 }), (input, value, count) => {
        const ours = linearScale(input);
        const theirs = d3Scale(input);
        const [d0, d1] = theirs.domain();
        close(ours.domain()[0], d0!);
        close(ours.domain()[1], d1!);
        close(ours(value), theirs(value));
        close(ours.invert(input.range[0] + 17), theirs.invert(input.range[0] + 17));
        const ticks = ours.ticks(count);
        expect(ticks).toHaveLength(theirs.ticks(count).length);
        ticks.forEach((tick, index) => close(tick, theirs.ticks(count)[index]!));
      }),
    );
  });

  it('labels ticks with the decimals d3 gives them, for positive axes', () => {
    const positive = fc.integer({ min: 0, max: 1e7 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(positive, positive, fc.integer({ min: 2, max: 12 }), (a, b, count) => {
        const ours = linearScale({ domain: [a, b], range: [0, 500] });
        const theirs = scaleLinear<number>({ domain: [a, b], range: [0, 500] });
        const format = ours.tickFormat(count);
        const expected = theirs.tickFormat(count);
        theirs.ticks(count).forEach((tick) => expect(format(tick)).toBe(expected(tick)));
      }),
    );
  });
});
