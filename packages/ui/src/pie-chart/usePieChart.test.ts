import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pieSlices, sliceAnchor, sliceCentroid, sweptSlice, type PieChartDatum } from './pieSlices';
import { easeOutCubic } from './useSweepIn';

const browsers: PieChartDatum[] = [
  { label: 'Chrome', value: 60 },
  { label: 'Firefox', value: 25 },
  { label: 'Safari', value: 10 },
  { label: 'Edge', value: 5 },
];
const base = { variant: 'pie' as const, outerRadius: 100, innerRadiusRatio: 0.5, labelThreshold: 0.1 };

describe('pieSlices', () => {
  it('shares the circle by value and gives each slice its percentage', () => {
    const slices = pieSlices(browsers, base);
    expect(slices.map((s) => s.fraction)).toEqual([0.6, 0.25, 0.1, 0.05]);
    expect(slices[0]!.startAngle).toBe(0);
    expect(slices[0]!.endAngle).toBeCloseTo(0.6 * 2 * Math.PI);
    expect(slices[3]!.endAngle).toBeCloseTo(2 * Math.PI);
  });

  it('labels slices at or over the threshold only (spec §9: 0.1)', () => {
    expect(pieSlices(browsers, base).map((s) => s.hasLabel)).toEqual([true, true, true, false]);
    expect(pieSlices(browsers, { ...base, labelThreshold: 0.3 }).map((s) => s.hasLabel)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('cuts a hole of the inner radius ratio for donuts only', () => {
    expect(pieSlices(browsers, { ...base, variant: 'donut' })[0]!.innerRadius).toBe(50);
    expect(pieSlices(browsers, base)[0]!.innerRadius).toBe(0);
  });

  it('recomputes shares among the shown slices when some are hidden', () => {
    const slices = pieSlices(browsers, { ...base, hiddenKeys: new Set(['Chrome']) });
    expect(slices.map((s) => s.key)).toEqual(['Firefox', 'Safari', 'Edge']);
    expect(slices.map((s) => s.fraction)).toEqual([0.625, 0.25, 0.125]);
    expect(slices.map((s) => s.index)).toEqual([1, 2, 3]);
  });

  it('gives polar area slices equal angles and area-true radii', () => {
    const slices = pieSlices(
      [
        { label: 'A', value: 100 },
        { label: 'B', value: 25 },
      ],
      { ...base, variant: 'polar' },
    );
    expect(slices[0]!.endAngle - slices[0]!.startAngle).toBeCloseTo(Math.PI);
    expect(slices[1]!.endAngle - slices[1]!.startAngle).toBeCloseTo(Math.PI);
    expect(slices[0]!.outerRadius).toBeCloseTo(100);
    expect(slices[1]!.outerRadius).toBeCloseTo(50);
  });

  it('always closes the circle and sums shares to one', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 12 }), (values) => {
        fc.pre(values.some((v) => v > 0));
        const slices = pieSlices(
          values.map((value, i) => ({ label: `S${i}`, value })),
          base,
        );
        expect(slices.reduce((sum, s) => sum + s.fraction, 0)).toBeCloseTo(1, 9);
        expect(slices[slices.length - 1]!.endAngle).toBeCloseTo(2 * Math.PI, 9);
        for (const slice of slices) expect(slice.hasLabel).toBe(slice.fraction >= 0.1);
      }),
    );
  });

  it('treats negative values as zero', () => {
    const slices = pieSlices(
      [
        { label: 'A', value: -5 },
        { label: 'B', value: 5 },
      ],
      base,
    );
    expect(slices.map((s) => s.fraction)).toEqual([0, 1]);
    expect(slices[0]!.hasLabel).toBe(false);
  });
});

describe('slice helpers', () => {
  it('sweeps every angle in proportion to the progress', () => {
    const [, second] = pieSlices(browsers, base);
    const half = sweptSlice(second!, 0.5);
    expect(half.startAngle).toBeCloseTo(second!.startAngle / 2);
    expect(half.endAngle).toBeCloseTo(second!.endAngle / 2);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('places labels inside the ring and tooltips towards the rim', () => {
    const [first] = pieSlices(
      [
        { label: 'Half', value: 1 },
        { label: 'Other', value: 1 },
      ],
      {
        ...base,
        variant: 'donut',
      },
    );
    // The first half runs from twelve to six o'clock: its middle points to three o'clock.
    const label = sliceCentroid(first!);
    expect(label.x).toBeCloseTo(75);
    expect(label.y).toBeCloseTo(0);
    const anchor = sliceAnchor({ ...first!, outerRadius: 1 }, 100);
    expect(anchor.x).toBeCloseTo(80);
  });
});
