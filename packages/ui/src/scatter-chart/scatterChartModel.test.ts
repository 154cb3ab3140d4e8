import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nearestEntry, orderedEntries, paddedExtent } from './scatterChartModel';

describe('scatterChartModel', () => {
  it('orders the points of all series by x, then y', () => {
    const entries = orderedEntries(
      [
        {
          key: 'a',
          label: 'A',
          data: [
            { x: 3, y: 1 },
            { x: 1, y: 5 },
          ],
        },
        { key: 'b', label: 'B', data: [{ x: 1, y: 2 }] },
      ],
      [0, 2],
    );
    expect(entries.map((e) => [e.point.x, e.point.y, e.seriesIndex])).toEqual([
      [1, 2, 2],
      [1, 5, 0],
      [3, 1, 0],
    ]);
  });

  it('pads the extent so every value lies strictly inside', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1 }), (values) => {
        const [low, high] = paddedExtent(values);
        values.forEach((v) => {
          expect(v).toBeGreaterThan(low);
          expect(v).toBeLessThan(high);
        });
      }),
    );
  });

  it('finds the nearest point in pixels', () => {
    const entries = orderedEntries(
      [
        {
          key: 'a',
          label: 'A',
          data: [
            { x: 0, y: 0 },
            { x: 10, y: 10 },
          ],
        },
      ],
      [0],
    );
    expect(
      nearestEntry(
        entries,
        9,
        8,
        (x) => x,
        (y) => y,
      ),
    ).toBe(1);
    expect(
      nearestEntry(
        [],
        0,
        0,
        (x) => x,
        (y) => y,
      ),
    ).toBe(-1);
  });
});
