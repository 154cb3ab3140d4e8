import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampZoom, scaleToWebZoom, stepZoom, webZoomToScale, zoomFactor, zoomOfFactor } from './mapZoom';

const levels = fc.double({ min: 0, max: 20, noNaN: true });

describe('web zoom and Mercator scale', () => {
  it('draws the world 256 · 2^z units around at web zoom z', () => {
    expect(2 * Math.PI * webZoomToScale(0)).toBeCloseTo(256);
    expect(webZoomToScale(8)).toBeCloseTo(10_430.38, 2);
    expect(2 * Math.PI * webZoomToScale(3, 512)).toBeCloseTo(4096);
  });

  it('converts back and forth without loss, and one level doubles the scale', () => {
    fc.assert(
      fc.property(levels, (zoom) => {
        expect(scaleToWebZoom(webZoomToScale(zoom))).toBeCloseTo(zoom, 9);
        expect(webZoomToScale(zoom + 1) / webZoomToScale(zoom)).toBeCloseTo(2, 9);
      }),
    );
  });

  it('magnifies a map drawn at a base zoom by a power of two per level', () => {
    expect(zoomFactor(8, 2)).toBe(64);
    expect(zoomFactor(2, 2)).toBe(1);
    fc.assert(
      fc.property(levels, levels, (zoom, base) => {
        expect(zoomOfFactor(zoomFactor(zoom, base), base)).toBeCloseTo(zoom, 9);
      }),
    );
  });
});

describe('clampZoom and stepZoom', () => {
  it('keeps a zoom within its bounds', () => {
    expect(clampZoom(1, 2, 12)).toBe(2);
    expect(clampZoom(15, 2, 12)).toBe(12);
    expect(clampZoom(7.5, 2, 12)).toBe(7.5);
  });

  it('steps to the next whole level, ignoring rounding noise', () => {
    expect(stepZoom(8, 1, 2, 12)).toBe(9);
    expect(stepZoom(8, -1, 2, 12)).toBe(7);
    expect(stepZoom(7.4, 1, 2, 12)).toBe(8);
    expect(stepZoom(7.4, -1, 2, 12)).toBe(7);
    expect(stepZoom(7.9999999999, 1, 2, 12)).toBe(9);
    expect(stepZoom(12, 1, 2, 12)).toBe(12);
    expect(stepZoom(2, -1, 2, 12)).toBe(2);
  });

  it('always moves one level or stops at a bound, never beyond', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2, max: 12, noNaN: true }),
        fc.constantFrom(1 as const, -1 as const),
        (zoom, step) => {
          const next = stepZoom(zoom, step, 2, 12);
          expect(next).toBeGreaterThanOrEqual(2);
          expect(next).toBeLessThanOrEqual(12);
          expect(Number.isInteger(next)).toBe(true);
          if (step > 0) expect(next === 12 || (next > zoom && next - zoom <= 1 + 1e-6)).toBe(true);
          else expect(next === 2 || (next < zoom && zoom - next <= 1 + 1e-6)).toBe(true);
        },
      ),
    );
  });
});
