import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTable, type ColumnDef } from '@tanstack/react-table';
import type { DataGridCellContext, DataGridEditor } from './dataGridEditing';
import { dataGridRowKeys } from './dataGridRowKeys';
import { whenIdle } from './whenIdle';
import {
  columnFilterState,
  dataGridFeatures,
  filterRows,
  sortRows,
  type IndexedRow,
} from './dataGridRowModel';
import { sortDescription, type DataGridSort, type SortDescriptionLabels } from './sortDescription';
import type { DataGridBreakpoint } from './useResponsiveColumns';
import { useRowExpansion, type RowExpansion, type UseRowExpansionOptions } from './useRowExpansion';
import { useRowSelection, type DataGridSelectionMode, type UseRowSelectionOptions } from './useRowSelection';

/** A value a grid column reads from a row: what it sorts, filters, searches and exports. */
export type DataGridValue = string | number | null | undefined;

/** One column of a data grid. */
export interface DataGridColumn<TRow> {
  /** Stable key of the column, used in sort and visibility state. */
  id: string;
  /** Plain-text heading; also names the column's sort button, filter and visibility switch. */
  header: string;
  /** Reads the column's value from a row. */
  value: (row: TRow) => DataGridValue;
  /** What the column sorts by when that differs from `value`, e.g. an ISO date behind "03/04/14". */
  sortValue?: (row: TRow) => string | number;
  /**
   * Draws the cell; the value as text when left out. Return text or elements, never raw HTML. The context
   * lets a cell start, save or cancel its row's editing (edit, save and cancel buttons).
   */
  cell?: (row: TRow, context: DataGridCellContext) => ReactNode;
  /** Makes the cells editable in place: Enter, F2 or a double click opens the editor. */
  editor?: DataGridEditor<TRow>;
  /** Width in pixels when the grid lets columns be resized (default 150). */
  width?: number;
  /** Narrowest a resize may make the column, in pixels (default 60). */
  minWidth?: number;
  /** Whether the user may resize the column when the grid allows it (default true). */
  isResizable?: boolean;
  /** Whether exports include the column (default true); a column of row actions has nothing to export. */
  isExported?: boolean;
  /** Whether the heading sorts the rows (default true). */
  isSortable?: boolean;
  /** Whether the column gets a filter box when column filters are shown (default true). */
  isFilterable?: boolean;
  /** Whether the user may hide the column (default true). */
  isHideable?: boolean;
  /** Alignment of the cells: `end` suits amounts (default `start`). */
  align?: 'start' | 'center' | 'end';
  /**
   * In a responsive grid, the grid width below which the column leaves the row and shows in the row's
   * details instead: `tablet` (1024 px) for the least needed columns, `phone` (480 px) for the next.
   */
  collapseBelow?: DataGridBreakpoint;
}

/** Options of {@link useDataGrid}. */
export interface UseDataGridOptions<TRow> extends UseRowSelectionOptions, UseRowExpansionOptions {
  rows: readonly TRow[];
  columns: readonly DataGridColumn<TRow>[];
  /**
   * A stable id per row, so focus and state follow a row across sorting (default: its index). Every row's id
   * is read again when this function changes: define it outside your component for a large grid.
   */
  getRowId?: (row: TRow, index: number) => string;
  /** The order before the user sorts, first entry first. */
  initialSort?: readonly DataGridSort[];
  /** Rows per page at first (default the first of `pageSizeOptions`). */
  initialPageSize?: number;
  /** The choices of the page-length menu (default 10, 25, 50, 100). */
  pageSizeOptions?: readonly number[];
  /** Ids of the columns hidden at first. */
  initialHiddenColumns?: readonly string[];
  /** Words of the sort announcement. */
  sortLabels?: SortDescriptionLabels;
  /**
   * Whether the rows come a page at a time (default true). Without paging, `rows` holds every row the search
   * and filters leave, for a view that draws only what is on screen, and the "page" is all of them.
   */
  isPaged?: boolean;
}

/** A column as the grid currently shows it. */
export interface DataGridColumnState<TRow> {
  id: string;
  header: string;
  definition: DataGridColumn<TRow>;
  isSortable: boolean;
  /** `false`, or the direction this column sorts in. */
  sortDirection: false | 'asc' | 'desc';
  /** Priority of this column among several sorted ones (1 first), or 0 when it does not sort. */
  sortPriority: number;
  filterValue: string;
  isVisible: boolean;
  isHideable: boolean;
  /** Width in pixels, as resized by the user (applies when the grid lets columns be resized). */
  width: number;
  minWidth: number;
  isResizable: boolean;
}

/** The selection controls' state: which rows are selected and how to change that. */
export interface DataGridSelectionState {
  mode: DataGridSelectionMode;
  /** Selected ids in the order they were selected, on any page. */
  ids: readonly string[];
  isSelected: (rowId: string) => boolean;
  /** Selects or clears a row; in single mode selecting one clears the others. */
  setSelected: (rowId: string, isSelected: boolean) => void;
  /** Whether all, some or none of the current page's rows are selected. */
  page: 'all' | 'some' | 'none';
  /** Selects or clears every row of the current page. */
  setPageSelected: (isSelected: boolean) => void;
}

/** One row of the current page. */
export interface DataGridRow<TRow> {
  id: string;
  original: TRow;
}

/** Everything {@link useDataGrid} owns: the visible page, the controls' state and their setters. */
export interface DataGridState<TRow> {
  /** Columns in order, hidden ones included (for the column picker). */
  allColumns: DataGridColumnState<TRow>[];
  /** The columns on screen. */
  visibleColumns: DataGridColumnState<TRow>[];
  /** The rows of the current page after search, filters and sorting. */
  rows: DataGridRow<TRow>[];
  /** Sorts by a column: a new column replaces the order, the sorted one flips; `isMulti` adds or flips it. */
  toggleSort: (columnId: string, isMulti: boolean) => void;
  sorting: DataGridSort[];
  /** What changed in the order, in words, after the user sorted; empty before. */
  sortAnnouncement: string;
  search: string;
  setSearch: (text: string) => void;
  setColumnFilter: (columnId: string, text: string) => void;
  setColumnVisible: (columnId: string, isVisible: boolean) => void;
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  pageSizeOptions: readonly number[];
  /** Rows given, before search and filters. */
  totalRows: number;
  /** Rows left after search and filters, over every page. */
  matchingRows: number;
  /** Every row the search and filters leave, in display order over all pages (what exports hold). */
  getViewRows: () => TRow[];
  selection: DataGridSelectionState;
  /** Which rows show their details (collapsed columns, child rows) under them. */
  expansion: RowExpansion;
  /** Changes a column's width by `delta` pixels, never below its minimum; widths outlast paging and sorting. */
  resizeColumn: (columnId: string, delta: number) => void;
}

const defaultPageSizes: readonly number[] = [10, 25, 50, 100];
const defaultWidth = 150;
const minimumWidth = 60;
const indexId = (_row: unknown, index: number) => String(index);
const noRows: never[] = [];

/**
 * Owns a data grid's rows and controls: sorting (several columns at once), search, per-column filters,
 * paging and column visibility. TanStack Table keeps the state; the rows are filtered and ordered from keys
 * computed once per rows array, so 100,000 rows cost little more than a hundred. Renders nothing.
 */
export function useDataGrid<TRow extends object>({
  rows,
  columns,
  getRowId = indexId,
  initialSort = [],
  initialPageSize,
  pageSizeOptions = defaultPageSizes,
  initialHiddenColumns = [],
  sortLabels,
  expandedRowIds,
  defaultExpandedRowIds,
  onExpandedChange,
  isPaged = true,
  ...selectionOptions
}: UseDataGridOptions<TRow>): DataGridState<TRow> {
  const selection = useRowSelection(selectionOptions);
  const expansion = useRowExpansion({ expandedRowIds, defaultExpandedRowIds, onExpandedChange });
  const allRows = useMemo(
    () =>
      rows.map((original, index): IndexedRow<TRow> => ({ id: getRowId(original, index), original, index })),
    [rows, getRowId],
  );
  // Sort keys and search text come from here, computed once per rows array rather than once per comparison.
  const keys = useMemo(() => dataGridRowKeys(rows, columns), [rows, columns]);
  // The search text is built while the browser is idle, so that the first keystroke of a large grid need not.
  useEffect(() => whenIdle(keys.prepareSearch), [keys]);
  const definitions = useMemo(() => {
    const filterState = columnFilterState<TRow>();
    return columns.map((column): ColumnDef<typeof dataGridFeatures, TRow> => ({
      id: column.id,
      header: column.header,
      accessorFn: column.value,
      enableSorting: column.isSortable ?? true,
      enableColumnFilter: column.isFilterable ?? true,
      enableHiding: column.isHideable ?? true,
      sortDescFirst: false,
      filterFn: filterState,
      size: column.width ?? defaultWidth,
      minSize: column.minWidth ?? minimumWidth,
    }));
  }, [columns]);
  const [hasUserSorted, setHasUserSorted] = useState(false);

  // TanStack keeps the state of the columns, the sort, the search, the filters and the page; the rows are the
  // grid's own (dataGridRowModel.ts), so TanStack is given none.
  const table = useTable({
    features: dataGridFeatures,
    columns: definitions,
    data: noRows,
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    // Clicking a sorted heading flips it; a grid always keeps an order once the user picked one.
    enableSortingRemoval: false,
    initialState: {
      sorting: initialSort.map(({ id, desc }) => ({ id, desc })),
      pagination: { pageIndex: 0, pageSize: initialPageSize ?? pageSizeOptions[0] ?? 10 },
      columnVisibility: Object.fromEntries(initialHiddenColumns.map((id) => [id, false])),
    },
  });

  const state = table.state;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const allColumns = table.getAllLeafColumns().map((column): DataGridColumnState<TRow> => {
    const definition = byId.get(column.id) as DataGridColumn<TRow>;
    const sortIndex = column.getSortIndex();
    return {
      id: column.id,
      header: definition.header,
      definition,
      isSortable: column.getCanSort(),
      sortDirection: column.getIsSorted(),
      sortPriority: sortIndex < 0 ? 0 : sortIndex + 1,
      filterValue: String(column.getFilterValue() ?? ''),
      isVisible: column.getIsVisible(),
      isHideable: column.getCanHide(),
      width: column.getSize(),
      minWidth: definition.minWidth ?? minimumWidth,
      isResizable: definition.isResizable ?? true,
    };
  });
  const sorting = state.sorting.map(({ id, desc }) => ({ id, desc }));
  const search = String(state.globalFilter ?? '');
  const matching = useMemo(
    () => filterRows(allRows, keys, search, state.columnFilters),
    [allRows, keys, search, state.columnFilters],
  );
  const view = useMemo(() => sortRows(matching, state.sorting, keys), [matching, state.sorting, keys]);
  const { pageSize } = state.pagination;
  const pageCount = isPaged ? Math.ceil(view.length / pageSize) : 1;
  // A page past the end (the rows shrank under it) shows the last page instead.
  const pageIndex = isPaged ? Math.max(0, Math.min(state.pagination.pageIndex, pageCount - 1)) : 0;
  // Unpaged, the page is the whole view, and selecting "the page" selects it all.
  const pageRows = isPaged ? view.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize) : view;
  const pageSelection = selectionOfPage(pageRows, selection);
  // A new order or a new set of matching rows starts again from the first page.
  const toFirstPage = () => table.setPageIndex(0);

  return {
    allColumns,
    visibleColumns: allColumns.filter((column) => column.isVisible),
    rows: pageRows,
    toggleSort: (columnId, isMulti) => {
      setHasUserSorted(true);
      table.getColumn(columnId)?.toggleSorting(undefined, isMulti);
      toFirstPage();
    },
    sorting,
    sortAnnouncement: hasUserSorted ? sortDescription(sorting, (id) => byId.get(id)?.header, sortLabels) : '',
    search,
    setSearch: (text) => {
      table.setGlobalFilter(text);
      toFirstPage();
    },
    setColumnFilter: (columnId, text) => {
      table.getColumn(columnId)?.setFilterValue(text === '' ? undefined : text);
      toFirstPage();
    },
    setColumnVisible: (columnId, isVisible) => table.getColumn(columnId)?.toggleVisibility(isVisible),
    page: pageIndex + 1,
    pageCount,
    setPage: (page) => table.setPageIndex(page - 1),
    pageSize,
    setPageSize: (size) => table.setPagination({ pageIndex: 0, pageSize: size }),
    pageSizeOptions,
    totalRows: rows.length,
    matchingRows: view.length,
    getViewRows: () => view.map((row) => row.original),
    selection: {
      mode: selection.mode,
      ids: selection.ids,
      isSelected: (rowId) => selection.state[rowId] === true,
      setSelected: (rowId, isSelected) =>
        selection.onStateChange((old) => {
          const kept: Record<string, true> = selection.mode === 'single' ? {} : { ...old };
          delete kept[rowId];
          return isSelected ? { ...kept, [rowId]: true } : kept;
        }),
      page: pageSelection,
      setPageSelected: (isSelected) =>
        selection.onStateChange((old) => {
          const next = { ...old };
          for (const row of pageRows) {
            if (isSelected) next[row.id] = true;
            else delete next[row.id];
          }
          return next;
        }),
    },
    expansion,
    resizeColumn: (columnId, delta) => {
      const column = table.getColumn(columnId);
      if (!column) return;
      const width = Math.max(column.getSize() + delta, column.columnDef.minSize ?? minimumWidth);
      table.setColumnSizing((sizes) => ({ ...sizes, [columnId]: Math.round(width) }));
    },
  };
}

/** Whether every row of the page is selected, some, or none; with nothing selected, no row is looked at. */
function selectionOfPage(
  pageRows: readonly DataGridRow<unknown>[],
  selection: { ids: readonly string[]; state: Record<string, true> },
): 'all' | 'some' | 'none' {
  if (selection.ids.length === 0 || pageRows.length === 0) return 'none';
  const selected = pageRows.reduce((count, row) => count + (selection.state[row.id] ? 1 : 0), 0);
  return selected === pageRows.length ? 'all' : selected > 0 ? 'some' : 'none';
}
