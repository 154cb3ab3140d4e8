import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { axisAngle, nearestAxis, polarPoint, radarMax, radarPolygon } from './radarGeometry';

describe('radar geometry', () => {
  it('spreads axes clockwise from twelve o’clock', () => {
    expect(axisAngle(0, 4)).toBe(0);
    expect(axisAngle(1, 4)).toBeCloseTo(Math.PI / 2);
    const right = polarPoint(axisAngle(1, 4), 10);
    expect(right.x).toBeCloseTo(10);
    expect(right.y).toBeCloseTo(0);
    expect(polarPoint(0, 10).y).toBeCloseTo(-10);
  });

  it('finds the axis nearest a point', () => {
    expect(nearestAxis(0, -5, 4)).toBe(0);
    expect(nearestAxis(5, 0, 4)).toBe(1);
    expect(nearestAxis(0, 5, 4)).toBe(2);
    expect(nearestAxis(-5, 0, 4)).toBe(3);
    expect(nearestAxis(-1, -20, 4)).toBe(0);
  });

  it('maps any axis point back to its own axis', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), (count, raw) => {
        const index = raw % count;
        const point = polarPoint(axisAngle(index, count), 50);
        expect(nearestAxis(point.x, point.y, count)).toBe(index);
      }),
    );
  });

  it('rounds the scale top up to a nice number unless one is given', () => {
    expect(radarMax([{ label: 'A', values: [65, 90, 81] }])).toBe(100);
    expect(radarMax([{ label: 'A', values: [3, 4] }], 5)).toBe(5);
    expect(radarMax([{ label: 'A', values: [0] }])).toBe(1);
  });

  it('places polygon vertices by value, clamped to the scale', () => {
    const points = radarPolygon([10, 5, 20, -3], 4, 100, 10)
      .split(' ')
      .map((pair) => pair.split(',').map(Number));
    expect(points[0]![1]).toBeCloseTo(-100);
    expect(points[1]![0]).toBeCloseTo(50);
    expect(points[2]![1]).toBeCloseTo(100);
    expect(points[3]![0]).toBeCloseTo(0);
  });
});
