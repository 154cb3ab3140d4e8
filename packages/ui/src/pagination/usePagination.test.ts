import { describe, expect, it } from 'vitest';
import {
  clampPage,
  pageCount,
  paginationRange,
  paginationSummary,
  type PaginationRangeItem,
} from './usePagination';

const numbers = (range: PaginationRangeItem[]) =>
  range.filter((slot): slot is number => typeof slot === 'number');

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('puts the window near the start, the middle and the end', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(paginationRange(10, 20, 2)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    // Page 4 with one sibling would leave only page 2 hidden: it is drawn instead.
    expect(paginationRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(paginationRange(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationRange(-3, 20)).toEqual(paginationRange(1, 20));
    expect(paginationRange(99, 20)).toEqual(paginationRange(20, 20));
  });

  it('holds its invariants for every small input', () => {
    let cases = 0;
    for (let total = 1; total <= 24; total += 1) {
      for (let siblings = 0; siblings <= 3; siblings += 1) {
        for (let current = -1; current <= total + 1; current += 1) {
          const range = paginationRange(current, total, siblings);
          const pages = numbers(range);
          const label = `current ${current}, total ${total}, siblings ${siblings}`;
          expect(pages[0], label).toBe(1);
          expect(pages.at(-1), label).toBe(total);
          expect(pages, label).toContain(clampPage(current, total));
          expect(new Set(range).size, label).toBe(range.length);
          expect(range.length, label).toBeLessThanOrEqual(2 * siblings + 5);
          if (total > 2 * siblings + 5) expect(range.length, label).toBe(2 * siblings + 5);
          expect(range[0], label).toBe(1);
          expect(range.at(-1), label).toBe(total);
          for (let index = 1; index < range.length; index += 1) {
            const slot = range[index]!;
            const before = range[index - 1]!;
            if (typeof slot === 'number' && typeof before === 'number') {
              expect(slot - before, `${label}: adjacent pages`).toBe(1);
            } else if (typeof slot !== 'number') {
              const after = range[index + 1];
              expect(typeof before, label).toBe('number');
              expect(typeof after, label).toBe('number');
              // An ellipsis hides at least two pages.
              expect((after as number) - (before as number) - 1, `${label}: gap`).toBeGreaterThan(1);
            }
          }
          cases += 1;
        }
      }
    }
    expect(cases).toBeGreaterThan(1400);
  });
});

describe('pageCount and paginationSummary', () => {
  it('counts pages for a page size', () => {
    expect(pageCount(230, 15)).toBe(16);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(5, 0)).toBe(0);
  });

  it('describes the entries on a page', () => {
    expect(paginationSummary(1, 15, 230)).toEqual({ first: 1, last: 15, total: 230 });
    expect(paginationSummary(16, 15, 230)).toEqual({ first: 226, last: 230, total: 230 });
    expect(paginationSummary(2, 20, 18)).toEqual({ first: 1, last: 18, total: 18 });
    expect(paginationSummary(1, 10, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it('clamps pages to the available range', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});
