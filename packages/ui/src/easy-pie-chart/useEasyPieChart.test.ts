import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringGeometry } from './useEasyPieChart';

describe('ringGeometry', () => {
  it('centres a circle that keeps the whole stroke inside the box', () => {
    const ring = ringGeometry(110, 10, 0.5);
    expect(ring.center).toBe(55);
    expect(ring.radius).toBe(50);
    expect(ring.circumference).toBeCloseTo(2 * Math.PI * 50);
    expect(ring.dashOffset).toBeCloseTo(Math.PI * 50);
  });

  it('hides the whole ring at 0 and none of it at 1, clamping beyond', () => {
    expect(ringGeometry(25, 3, 0).dashOffset).toBeCloseTo(ringGeometry(25, 3, 0).circumference);
    expect(ringGeometry(25, 3, 1).dashOffset).toBe(0);
    expect(ringGeometry(25, 3, 1.4).dashOffset).toBe(0);
    expect(ringGeometry(25, 3, -1).dashOffset).toBeCloseTo(ringGeometry(25, 3, -1).circumference);
  });

  it('shows exactly the filled fraction of the circumference', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 10, max: 400 }),
        (f, size) => {
          const ring = ringGeometry(size, 3, f);
          expect((ring.circumference - ring.dashOffset) / ring.circumference).toBeCloseTo(f, 9);
        },
      ),
    );
  });
});
