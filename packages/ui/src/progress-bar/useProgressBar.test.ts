import { describe, expect, it } from 'vitest';
import { progressFraction } from './useProgressBar';

describe('progressFraction', () => {
  it('maps the value onto 0..1 across the range', () => {
    expect(progressFraction(45, 0, 100)).toBe(0.45);
    expect(progressFraction(3, 1, 5)).toBe(0.5);
    expect(progressFraction(-5, -10, 0)).toBe(0.5);
  });

  it('clamps values outside the range', () => {
    expect(progressFraction(150, 0, 100)).toBe(1);
    expect(progressFraction(-20, 0, 100)).toBe(0);
  });

  it('gives 0 for an empty or inverted range and for NaN', () => {
    expect(progressFraction(5, 10, 10)).toBe(0);
    expect(progressFraction(5, 10, 0)).toBe(0);
    expect(progressFraction(Number.NaN, 0, 100)).toBe(0);
  });

  it('stays within 0..1 and grows with the value over many ranges', () => {
    for (let min = -50; min <= 50; min += 25) {
      for (let span = 1; span <= 400; span *= 3) {
        let previous = -1;
        for (let value = min - span; value <= min + 2 * span; value += span / 8) {
          const fraction = progressFraction(value, min, min + span);
          expect(fraction).toBeGreaterThanOrEqual(0);
          expect(fraction).toBeLessThanOrEqual(1);
          expect(fraction).toBeGreaterThanOrEqual(previous);
          previous = fraction;
        }
      }
    }
  });
});
