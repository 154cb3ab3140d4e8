import { describe, expect, it } from 'vitest';
import { trackFill } from './trackFill';

describe('trackFill', () => {
  it('fills from the start to a single thumb', () => {
    expect(trackFill([0.3], 'ltr')).toEqual({ left: 0, width: 0.3 });
    expect(trackFill([0.3], 'rtl')).toEqual({ left: 0.7, width: 0.3 });
  });

  it('fills between the two thumbs of a range, mirrored in right-to-left', () => {
    expect(trackFill([0.2, 0.6], 'ltr')).toEqual({ left: 0.2, width: 0.6 - 0.2 });
    expect(trackFill([0.2, 0.6], 'rtl')).toEqual({ left: 0.4, width: 0.6 - 0.2 });
  });

  it('keeps the fill inside the track for any thumb positions', () => {
    for (let a = 0; a <= 1; a += 0.125) {
      for (let b = a; b <= 1; b += 0.125) {
        for (const direction of ['ltr', 'rtl'] as const) {
          const { left, width } = trackFill([a, b], direction);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(width).toBeGreaterThanOrEqual(0);
          expect(left + width).toBeLessThanOrEqual(1 + 1e-9);
        }
      }
    }
  });

  it('paints nothing without thumbs', () => {
    expect(trackFill([], 'ltr')).toEqual({ left: 0, width: 0 });
  });
});
