import type { FilterValue, ListQuery, ListResult } from './resource';

function compare(left: unknown, right: unknown): number {
  if (left === right) return 0;
  // Missing values sort last, as most servers do.
  if (left === undefined || left === null) return 1;
  if (right === undefined || right === null) return -1;
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  const a = String(left);
  const b = String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Filters, sorts and pages records in memory the way a json-server answers the same query: equality filters
 * compared as text, a stable sort on one field, pages counting from 1.
 */
export function applyListQuery<Record>(
  records: readonly Record[],
  query: ListQuery<Record> = {},
): ListResult<Record> {
  const filters = Object.entries(query.filter ?? {}) as [keyof Record, FilterValue][];
  let matching = records.filter((record) =>
    filters.every(([field, value]) => String(record[field]) === String(value)),
  );
  const { sort, page } = query;
  if (sort) {
    const direction = sort.order === 'desc' ? -1 : 1;
    matching = [...matching].sort((a, b) => direction * compare(a[sort.field], b[sort.field]));
  }
  const total = matching.length;
  if (page) {
    const start = (Math.max(1, page.page) - 1) * page.perPage;
    matching = matching.slice(start, start + page.perPage);
  }
  return { records: matching, total };
}
