import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepGrid } from './stepGrid';

// The spec's currency spinner: 5 to 2500 in steps of 25, starting at 1000.
const currency = stepGrid({ base: 1000, step: 25, minValue: 5, maxValue: 2500 });

describe('stepGrid', () => {
  it('counts the currency spinner’s steps from its starting value', () => {
    expect(currency.isOnGrid(1000)).toBe(true);
    expect(currency.isOnGrid(1025)).toBe(true);
    expect(currency.isOnGrid(1005)).toBe(false);
    expect(currency.lowest).toBe(25);
    expect(currency.highest).toBe(2500);
    expect(currency.next(1000, 1)).toBe(1025);
    expect(currency.next(1000, -1)).toBe(975);
    expect(currency.next(2500, 1)).toBe(2500);
    expect(currency.next(25, -1)).toBe(25);
  });

  it('names the two nearest accepted values of an off-grid value', () => {
    expect(currency.neighbours(1010)).toEqual({ below: 1000, above: 1025 });
    expect(currency.neighbours(30)).toEqual({ below: 25, above: 50 });
    expect(currency.next(1010, 1)).toBe(1025);
    expect(currency.next(1010, -1)).toBe(1000);
  });

  it('counts from the minimum when there is no starting value, and starts an empty field at a bound', () => {
    const fromMin = stepGrid({ base: 5, step: 25, minValue: 5, maxValue: 2500 });
    expect(fromMin.isOnGrid(1005)).toBe(true);
    expect(fromMin.highest).toBe(2480);
    expect(fromMin.next(Number.NaN, 1)).toBe(5);
    expect(fromMin.next(Number.NaN, -1)).toBe(2480);
  });

  it('steps decimals without floating-point noise', () => {
    const rate = stepGrid({ base: 1.08, step: 0.01 });
    expect(rate.next(1.08, 1)).toBe(1.09);
    expect(rate.next(0.1, -1)).toBe(0.09);
    expect(rate.isOnGrid(0.3)).toBe(true);
    expect(rate.isOnGrid(0.305)).toBe(false);
    expect(rate.neighbours(0.305)).toEqual({ below: 0.3, above: 0.31 });
  });

  interface GridOptions {
    base: number;
    step: number;
    below: number;
    above: number;
    cents: boolean;
  }
  const grids: fc.Arbitrary<GridOptions> = fc.record({
    base: fc.integer({ min: -5000, max: 5000 }),
    step: fc.integer({ min: 1, max: 500 }),
    below: fc.integer({ min: 0, max: 5000 }),
    above: fc.integer({ min: 0, max: 5000 }),
    cents: fc.boolean(),
  });
  // Integer or cent grids around the starting value, with the bounds anywhere around it.
  const gridOf = ({ base, step, below, above, cents }: GridOptions) => {
    const scale = cents ? 100 : 1;
    return {
      base: base / scale,
      step: step / scale,
      grid: stepGrid({
        base: base / scale,
        step: step / scale,
        minValue: (base - below) / scale,
        maxValue: (base + above) / scale,
      }),
    };
  };

  it('always accepts its starting value and every step from it inside the bounds', () => {
    fc.assert(
      fc.property(grids, fc.integer({ min: -50, max: 50 }), (options, k) => {
        const { base, step, grid } = gridOf(options);
        expect(grid.isOnGrid(base)).toBe(true);
        const value = Number((base + k * step).toFixed(2));
        expect(grid.isOnGrid(value)).toBe(value >= grid.lowest && value <= grid.highest);
      }),
    );
  });

  it('gives an off-grid value the accepted values either side of it, one step apart', () => {
    fc.assert(
      fc.property(grids, fc.double({ min: 0, max: 1, noNaN: true }), (options, fraction) => {
        const { step, grid } = gridOf(options);
        const value = grid.lowest + fraction * (grid.highest - grid.lowest);
        // Rounding can put the value a hair past a bound, where only one neighbour exists.
        fc.pre(value > grid.lowest && value < grid.highest && !grid.isOnGrid(value));
        const { below, above } = grid.neighbours(value);
        expect(grid.isOnGrid(below!)).toBe(true);
        expect(grid.isOnGrid(above!)).toBe(true);
        expect(below!).toBeLessThan(value);
        expect(above!).toBeGreaterThan(value);
        expect(above! - below!).toBeCloseTo(step, 6);
      }),
    );
  });

  it('steps from any value onto the grid, never past the bounds', () => {
    fc.assert(
      fc.property(grids, fc.double({ min: -20000, max: 20000, noNaN: true }), (options, value) => {
        const { grid } = gridOf(options);
        for (const direction of [1, -1] as const) {
          const next = grid.next(value, direction);
          expect(grid.isOnGrid(next)).toBe(true);
          if (direction === 1 && value < grid.highest) expect(next).toBeGreaterThan(value);
          if (direction === -1 && value > grid.lowest) expect(next).toBeLessThan(value);
        }
      }),
    );
  });
});
