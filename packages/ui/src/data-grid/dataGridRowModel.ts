import {
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type FilterFn,
  type RowData,
  type SortFn,
} from '@tanstack/react-table';
import type { DataGridRowKeys, DataGridSortKey } from './dataGridRowKeys';

/** The TanStack Table features a data grid uses. */
export const dataGridFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnVisibilityFeature,
  rowSelectionFeature,
  columnSizingFeature,
});

type Features = typeof dataGridFeatures;

const basicOrder = (left: string | number, right: string | number) =>
  left === right ? 0 : left > right ? 1 : -1;

/**
 * Orders rows by the column's precomputed keys, ascending (the row model reverses it for descending): numbers
 * before text, and blank cells last in either direction. The keys are computed on the column's first sort.
 */
export function keyedSortFn<TRow extends RowData>(
  keys: DataGridRowKeys,
  columnId: string,
): SortFn<Features, TRow> {
  let columnKeys: readonly DataGridSortKey[] | undefined;
  return (rowA, rowB) => {
    columnKeys ??= keys.sortKeys(columnId);
    const left = columnKeys[rowA.index];
    const right = columnKeys[rowB.index];
    if (left === undefined || right === undefined) {
      if (left === right) return 0;
      // Only here is the direction needed: a blank must come last after the row model applies it.
      const last = rowA.table.getColumn(columnId)?.getIsSorted() === 'desc' ? -1 : 1;
      return left === undefined ? last : -last;
    }
    if (typeof left !== typeof right) return typeof left === 'number' ? -1 : 1;
    return basicOrder(left, right);
  };
}

/** A case-blind "contains" filter over precomputed lowercase text. */
function textFilter<TRow extends RowData>(
  includes: (index: number, columnId: string, text: string) => boolean,
): FilterFn<Features, TRow> {
  const filter: FilterFn<Features, TRow> = (row, columnId, text: string) =>
    includes(row.index, columnId, text);
  filter.resolveFilterValue = (value) => String(value).toLowerCase();
  filter.autoRemove = (value) => value === undefined || value === null || value === '';
  return filter;
}

/** A column filter: the rows whose cell in the column holds the text typed, in any case. */
export const keyedColumnFilter = <TRow extends RowData>(keys: DataGridRowKeys) =>
  textFilter<TRow>(keys.cellIncludes);

/**
 * The search: the rows with the text typed, in any case, in any cell, hidden columns included. It tests each
 * row's whole text at once, so the table should offer it one column only.
 */
export const keyedSearchFilter = <TRow extends RowData>(keys: DataGridRowKeys) =>
  textFilter<TRow>((index, _columnId, text) => keys.rowIncludes(index, text));
