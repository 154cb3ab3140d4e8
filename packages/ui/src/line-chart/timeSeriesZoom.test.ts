import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampRange, isFullRange, panRange, zoomRange, type XRange } from './timeSeriesZoom';

const extent: XRange = [0, 1000];
const rangeArb = fc
  .tuple(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }))
  .filter(([a, b]) => Math.abs(a - b) >= 1)
  .map(([a, b]): XRange => [Math.min(a, b), Math.max(a, b)]);

describe('timeSeriesZoom', () => {
  it('halves the range around its middle and doubles it back', () => {
    expect(zoomRange(extent, [200, 600], 0.5)).toEqual([300, 500]);
    expect(zoomRange(extent, [300, 500], 2)).toEqual([200, 600]);
  });

  it('keeps the point under the pointer in place', () => {
    expect(zoomRange(extent, [0, 1000], 0.5, 100)).toEqual([50, 550]);
  });

  it('always stays inside the extent and never narrower than a thousandth', () => {
    fc.assert(
      fc.property(rangeArb, fc.double({ min: 0.01, max: 10, noNaN: true }), (range, factor) => {
        const [from, to] = zoomRange(extent, range, factor);
        expect(from).toBeGreaterThanOrEqual(0);
        expect(to).toBeLessThanOrEqual(1000 + 1e-9);
        expect(to - from).toBeGreaterThanOrEqual(1 - 1e-9);
      }),
    );
  });

  it('pans without changing the width and stops at the ends', () => {
    expect(panRange(extent, [100, 300], 0.5)).toEqual([200, 400]);
    expect(panRange(extent, [100, 300], -1)).toEqual([0, 200]);
    expect(clampRange(extent, [900, 1100])).toEqual([800, 1000]);
  });

  it('knows when the whole extent is shown', () => {
    expect(isFullRange(extent, zoomRange(extent, [0, 500], 4))).toBe(true);
    expect(isFullRange(extent, [0, 999])).toBe(false);
  });
});
