import type { DataGridExportAction } from './dataGridExport';
import { defaultSortDescriptionLabels, type SortDescriptionLabels } from './sortDescription';

/** Every word a {@link DataGrid} shows or announces, so an app can translate them. */
export interface DataGridLabels {
  search: string;
  pageSize: string;
  columns: string;
  /** Accessible name of a column's filter box. */
  filter: (header: string) => string;
  /** Accessible name of the page bar, unique per grid so a page of several grids has distinct landmarks. */
  pagination: (grid: string) => string;
  loading: string;
  /** Shown when there are no rows at all. */
  empty: string;
  /** Shown when the search or filters leave no rows. */
  noMatches: string;
  /** The line under the grid, e.g. "Showing 1 to 10 of 57 entries (filtered from 100 total entries)". */
  summary: (first: number, last: number, matching: number, total: number) => string;
  sort: SortDescriptionLabels;
  /** Accessible name of the export buttons' group. */
  exportGroup: string;
  /** The export buttons' words. */
  exportAction: Record<DataGridExportAction, string>;
  /** Said after a copy, e.g. "Copied 18 rows to the clipboard". */
  copied: (rows: number) => string;
  /** Said when the browser refuses the clipboard (pages served over plain http have none). */
  copyFailed: string;
  /** Said after a file download starts. */
  exported: (fileName: string) => string;
  exportFailed: string;
}

/** The English words of a {@link DataGrid}. */
export const defaultDataGridLabels: DataGridLabels = {
  search: 'Search',
  pageSize: 'Rows per page',
  columns: 'Columns',
  filter: (header) => `Filter ${header}`,
  pagination: (grid) => `${grid} pagination`,
  loading: 'Loading…',
  empty: 'No data available in table',
  noMatches: 'No matching records found',
  summary: (first, last, matching, total) =>
    `Showing ${first} to ${last} of ${matching} entries` +
    (matching < total ? ` (filtered from ${total} total entries)` : ''),
  sort: defaultSortDescriptionLabels,
  exportGroup: 'Export',
  exportAction: { copy: 'Copy', csv: 'CSV', xlsx: 'Excel', pdf: 'PDF', print: 'Print' },
  copied: (rows) => `Copied ${rows} ${rows === 1 ? 'row' : 'rows'} to the clipboard`,
  copyFailed: 'The browser did not allow copying. Select the cells and copy them instead.',
  exported: (fileName) => `Downloaded ${fileName}`,
  exportFailed: 'The file could not be made. Try again.',
};
