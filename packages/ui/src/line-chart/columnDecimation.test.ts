import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimateToColumns } from './columnDecimation';
import type { PlotPoint } from './lineChartModel';

/** Sorted x values with any y1 and y0, as a series' plot points. */
const plotPoints = fc
  .array(
    fc.record({
      x: fc.double({ min: -50, max: 150, noNaN: true }),
      y0: fc.integer({ min: -100, max: 100 }),
      y1: fc.integer({ min: -1000, max: 1000 }),
    }),
    { minLength: 1, maxLength: 400 },
  )
  .map((points) => [...points].sort((a, b) => a.x - b.x));

const options = fc.record({
  from: fc.integer({ min: -20, max: 40 }),
  span: fc.integer({ min: 1, max: 100 }),
  columns: fc.integer({ min: 1, max: 40 }),
  hasBase: fc.boolean(),
});

/** The column a point falls in, with everything beyond an edge in one column on that side. */
function columnOf(x: number, from: number, to: number, columns: number): number {
  return Math.min(columns, Math.max(-1, Math.floor((x - from) * (columns / (to - from)))));
}

function groupByColumn(points: readonly PlotPoint[], from: number, to: number, columns: number) {
  const groups = new Map<number, PlotPoint[]>();
  for (const point of points) {
    const column = columnOf(point.x, from, to, columns);
    groups.set(column, [...(groups.get(column) ?? []), point]);
  }
  return groups;
}

describe('decimateToColumns', () => {
  it('returns the same array when there are too few points to gain anything', () => {
    const points = Array.from({ length: 40 }, (_, x) => ({ x, y0: 0, y1: x % 7 }));
    expect(decimateToColumns(points, { from: 0, to: 40, columns: 10 })).toBe(points);
    expect(decimateToColumns(points, { from: 0, to: 40, columns: 0 })).toBe(points);
    expect(decimateToColumns(points, { from: 5, to: 5, columns: 2 })).toBe(points);
  });

  it('keeps the first, lowest, highest and last point of each column, in order', () => {
    const points = [
      { x: 0, y0: 0, y1: 5 },
      { x: 0.2, y0: 0, y1: 9 },
      { x: 0.4, y0: 0, y1: 7 },
      { x: 0.6, y0: 0, y1: 1 },
      { x: 0.8, y0: 0, y1: 6 },
      { x: 0.9, y0: 0, y1: 4 },
      { x: 1.5, y0: 0, y1: 3 },
      { x: 1.9, y0: 0, y1: 2 },
      { x: 1.95, y0: 0, y1: 8 },
    ];
    const kept = decimateToColumns(points, { from: 0, to: 2, columns: 2 });
    expect(kept.map((p) => p.y1)).toEqual([5, 9, 1, 4, 3, 2, 8]);
  });

  it('draws ten thousand points with at most four per pixel column', () => {
    const points = Array.from({ length: 10_000 }, (_, x) => ({ x, y0: 0, y1: Math.sin(x / 7) * 50 }));
    const kept = decimateToColumns(points, { from: 0, to: 9_999, columns: 736 });
    expect(kept.length).toBeLessThanOrEqual(4 * 737);
    expect(kept[0]).toBe(points[0]);
    expect(kept[kept.length - 1]).toBe(points[points.length - 1]);
  });

  it('keeps an ordered subset with every column’s extremes and ends, and the series’ first and last point', () => {
    fc.assert(
      fc.property(plotPoints, options, (points, { from, span, columns, hasBase }) => {
        const to = from + span;
        const kept = decimateToColumns(points, { from, to, columns, hasBase });

        // An ordered subset of the very same point objects.
        let cursor = 0;
        for (const point of kept) {
          const index = points.indexOf(point, cursor);
          expect(index).toBeGreaterThanOrEqual(cursor);
          cursor = index + 1;
        }
        expect(kept[0]).toBe(points[0]);
        expect(kept[kept.length - 1]).toBe(points[points.length - 1]);

        const before = groupByColumn(points, from, to, columns);
        const after = groupByColumn(kept, from, to, columns);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [column, all] of before) {
          const shown = after.get(column)!;
          const extent = (values: number[]) => [Math.min(...values), Math.max(...values)];
          expect(shown[0]).toBe(all[0]);
          expect(shown[shown.length - 1]).toBe(all[all.length - 1]);
          expect(extent(shown.map((p) => p.y1))).toEqual(extent(all.map((p) => p.y1)));
          if (hasBase) expect(extent(shown.map((p) => p.y0))).toEqual(extent(all.map((p) => p.y0)));
          if (kept !== points) expect(shown.length).toBeLessThanOrEqual(hasBase ? 6 : 4);
        }
      }),
    );
  });
});
