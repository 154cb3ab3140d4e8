import { describe, expect, it } from 'vitest';
import { arcPath, dialAngle, pointOnCircle } from './dialGeometry';

describe('dial geometry', () => {
  it('maps the range onto a 270 degree sweep, clamping outside values', () => {
    expect(dialAngle(0)).toBe(-135);
    expect(dialAngle(0.5)).toBe(0);
    expect(dialAngle(1)).toBe(135);
    expect(dialAngle(2)).toBe(135);
  });

  it('measures angles clockwise from straight up', () => {
    const top = pointOnCircle(50, 40, 0);
    expect(top.x).toBeCloseTo(50);
    expect(top.y).toBeCloseTo(10);
    const right = pointOnCircle(50, 40, 90);
    expect(right.x).toBeCloseTo(90);
    expect(right.y).toBeCloseTo(50);
  });

  it('draws the long way round only past 180 degrees, and nothing for an empty arc', () => {
    expect(arcPath(50, 40, -135, -135)).toBe('');
    expect(arcPath(50, 40, -90, 0)).toBe('M 10 50 A 40 40 0 0 1 50 10');
    expect(arcPath(50, 40, -135, 135)).toContain(' 0 1 1 ');
  });
});
