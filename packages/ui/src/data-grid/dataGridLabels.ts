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
};
