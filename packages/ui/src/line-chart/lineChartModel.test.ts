import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nearestIndex, sliceToRange, toPlotPoints, xExtent, yDomain, type PlotPoint } from './lineChartModel';

const points = (xs: number[]): PlotPoint[] => xs.map((x) => ({ x, y0: 0, y1: x }));

describe('lineChartModel', () => {
  it('stacks series point by point', () => {
    const plot = toPlotPoints(
      [
        {
          key: 'a',
          label: 'A',
          data: [
            { x: 0, y: 1 },
            { x: 1, y: 2 },
          ],
        },
        {
          key: 'b',
          label: 'B',
          data: [
            { x: 0, y: 3 },
            { x: 1, y: 4 },
          ],
        },
      ],
      true,
    );
    expect(plot[1]).toEqual([
      { x: 0, y0: 1, y1: 4 },
      { x: 1, y0: 2, y1: 6 },
    ]);
  });

  it('plots dates as epoch milliseconds', () => {
    const plot = toPlotPoints([{ key: 'a', label: 'A', data: [{ x: new Date(5), y: 1 }] }], false);
    expect(plot[0]![0]!.x).toBe(5);
  });

  it('lets given y bounds win over the data (site stats: min 20; revenue: max 1200)', () => {
    const plot = [points([0, 50, 100])];
    expect(yDomain(plot, { min: 20 }, false)).toEqual([20, 100]);
    expect(yDomain(plot, { max: 1200 }, false)).toEqual([0, 1200]);
    expect(yDomain(plot, { min: -1.1, max: 1.1 }, false)).toEqual([-1.1, 1.1]);
  });

  it('never returns an empty domain', () => {
    expect(yDomain([points([3])], {}, false)).toEqual([3, 4]);
    expect(xExtent([])).toEqual([0, 1]);
  });

  it('finds the nearest point for any target', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 1 }),
        fc.integer({ min: -1200, max: 1200 }),
        (xs, target) => {
          const sorted = points([...xs].sort((a, b) => a - b));
          const found = nearestIndex(sorted, target);
          const best = Math.min(...sorted.map((p) => Math.abs(p.x - target)));
          expect(Math.abs(sorted[found]!.x - target)).toBe(best);
        },
      ),
    );
  });

  it('keeps the points in range and one neighbour on each side', () => {
    const all = points([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sliceToRange(all, 3, 5).map((p) => p.x)).toEqual([2, 3, 4, 5, 6]);
    expect(sliceToRange(all, -5, 50)).toBe(all);
  });
});
