import { useCallback } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** One slot of a pagination bar: a page number, or a gap marker before or after the window of pages. */
export type PaginationRangeItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The slots to draw for `current` of `total` pages, with `siblings` pages either side of the current one.
 * First, last and current are always present; an ellipsis stands only for two or more hidden pages (a single
 * hidden page is shown instead). Past the threshold the bar always has `2 * siblings + 5` slots, so the
 * buttons do not jump about while paging.
 */
export function paginationRange(current: number, total: number, siblings = 1): PaginationRangeItem[] {
  const pages = Math.max(0, Math.floor(total));
  const around = Math.max(0, Math.floor(siblings));
  if (pages === 0) return [];
  const page = clampPage(current, pages);
  const slots = 2 * around + 5;
  if (pages <= slots) return pagesFrom(1, pages);
  const start = page - around;
  const end = page + around;
  // 3 is the highest window start that leaves at most one hidden page after page 1.
  if (start <= 3) return [...pagesFrom(1, slots - 2), 'end-ellipsis', pages];
  if (end >= pages - 2) return [1, 'start-ellipsis', ...pagesFrom(pages - slots + 3, pages)];
  return [1, 'start-ellipsis', ...pagesFrom(start, end), 'end-ellipsis', pages];
}

/** Keeps a page number inside `1..total` (1 when there are no pages). */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.round(page)), Math.max(1, total));
}

/** Number of pages needed for `totalItems` at `pageSize` per page. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

/** Which entries a page shows: 1-based `first` and `last`, out of `total` (all 0 when there are none). */
export interface PaginationSummary {
  first: number;
  last: number;
  total: number;
}

/** The entries shown on `page`, for a "Showing 1 to 15 of 230 entries" line. */
export function paginationSummary(page: number, pageSize: number, totalItems: number): PaginationSummary {
  const total = Math.max(0, Math.floor(totalItems));
  if (total === 0 || pageSize <= 0) return { first: 0, last: 0, total };
  const current = clampPage(page, pageCount(total, pageSize));
  const first = (current - 1) * pageSize + 1;
  return { first, last: Math.min(total, current * pageSize), total };
}

function pagesFrom(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Options of {@link usePagination}. Give `totalPages`, or `totalItems` with `pageSize`. */
export interface UsePaginationOptions {
  /** Current page, 1-based (controlled). */
  page?: number;
  /** Initial page (uncontrolled); 1 when omitted. */
  defaultPage?: number;
  /** Called with the new page when the user moves to another page. */
  onChange?: (page: number) => void;
  totalPages?: number;
  totalItems?: number;
  pageSize?: number;
  /** Pages shown either side of the current one before an ellipsis. */
  siblings?: number;
}

/** State and moves of a pagination bar, without any markup. */
export interface PaginationState {
  /** Current page, kept inside `1..totalPages`. */
  page: number;
  totalPages: number;
  range: PaginationRangeItem[];
  isFirst: boolean;
  isLast: boolean;
  /** Moves to `page` (clamped); does nothing when it is already the current page. */
  setPage: (page: number) => void;
}

/** Owns the current page (controlled or not) and derives the page count and the slots to draw. */
export function usePagination({
  page: pageProp,
  defaultPage = 1,
  onChange,
  totalPages: totalPagesProp,
  totalItems = 0,
  pageSize = 0,
  siblings = 1,
}: UsePaginationOptions): PaginationState {
  const totalPages = Math.max(0, Math.floor(totalPagesProp ?? pageCount(totalItems, pageSize)));
  const [rawPage, setRawPage] = useControlledState<number>(pageProp, defaultPage, onChange);
  const page = clampPage(rawPage, totalPages);
  const setPage = useCallback(
    (next: number) => {
      const target = clampPage(next, totalPages);
      if (target !== page) setRawPage(target);
    },
    [page, totalPages, setRawPage],
  );
  return {
    page,
    totalPages,
    range: paginationRange(page, totalPages, siblings),
    isFirst: page <= 1,
    isLast: page >= totalPages,
    setPage,
  };
}
