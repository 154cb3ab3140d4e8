import {
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type FilterFn,
  type RowData,
} from '@tanstack/react-table';
import type { DataGridRowKeys, DataGridSortKey } from './dataGridRowKeys';
import type { DataGridRow } from './useDataGrid';

/**
 * The TanStack Table features a data grid uses: the state of its columns, sorting, search, filters and paging.
 * The rows themselves do not go through TanStack. Its row models make an object, with lookup tables, for every
 * row on every change; at 100,000 rows that was most of a first render and of a search keystroke. The grid
 * filters and orders its rows itself from precomputed keys (below).
 */
export const dataGridFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  columnVisibilityFeature,
  columnSizingFeature,
});

type Features = typeof dataGridFeatures;

/** A row of the grid with its place in the rows given, which indexes its precomputed keys. */
export interface IndexedRow<TRow> extends DataGridRow<TRow> {
  index: number;
}

/**
 * The filter function TanStack keeps with each column: the grid filters rows itself ({@link filterRows}), so
 * this only tells TanStack to drop a filter whose text is empty.
 */
export function columnFilterState<TRow extends RowData>(): FilterFn<Features, TRow> {
  const keep: FilterFn<Features, TRow> = () => true;
  keep.autoRemove = (value) => value === undefined || value === null || value === '';
  return keep;
}

/** A column's filter text, as TanStack keeps it. */
export interface ColumnFilterValue {
  id: string;
  value: unknown;
}

/**
 * The rows holding the search text in any cell (hidden columns included) and each column filter's text in
 * that column, in any case; the rows given, as they are, when nothing is searched or filtered.
 */
export function filterRows<TRow>(
  rows: IndexedRow<TRow>[],
  keys: DataGridRowKeys,
  search: string,
  columnFilters: readonly ColumnFilterValue[],
): IndexedRow<TRow>[] {
  const text = search.toLowerCase();
  const filters = columnFilters
    .map(({ id, value }) => ({ id, text: String(value ?? '').toLowerCase() }))
    .filter((filter) => filter.text !== '');
  if (text === '' && filters.length === 0) return rows;
  return rows.filter(
    ({ index }) =>
      (text === '' || keys.rowIncludes(index, text)) &&
      filters.every((filter) => keys.cellIncludes(index, filter.id, filter.text)),
  );
}

const basicOrder = (left: string | number, right: string | number) =>
  left === right ? 0 : left > right ? 1 : -1;

/** The order of two keys, ascending: numbers before text. */
function keyOrder(left: string | number, right: string | number) {
  if (typeof left !== typeof right) return typeof left === 'number' ? -1 : 1;
  return basicOrder(left, right);
}

/**
 * The rows in the order of `sorting` (first column first), by the columns' precomputed keys: blank cells last
 * in either direction, and rows that tie in every column in the order they were given. The rows given, as they
 * are, without a sort.
 */
export function sortRows<TRow>(
  rows: IndexedRow<TRow>[],
  sorting: readonly { id: string; desc: boolean }[],
  keys: DataGridRowKeys,
): IndexedRow<TRow>[] {
  if (sorting.length === 0) return rows;
  const orders = sorting.map(({ id, desc }) => ({ keys: keys.sortKeys(id), sign: desc ? -1 : 1 }));
  return [...rows].sort((rowA, rowB) => {
    for (const { keys: columnKeys, sign } of orders) {
      const left: DataGridSortKey = columnKeys[rowA.index];
      const right: DataGridSortKey = columnKeys[rowB.index];
      if (left === undefined || right === undefined) {
        if (left === right) continue;
        return left === undefined ? 1 : -1;
      }
      const order = keyOrder(left, right);
      if (order !== 0) return order * sign;
    }
    return rowA.index - rowB.index;
  });
}
