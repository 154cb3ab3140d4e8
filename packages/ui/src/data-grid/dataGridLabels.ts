import type { DataGridExportAction } from './dataGridExport';
import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';
import { translatedSortDescriptionLabels, type SortDescriptionLabels } from './sortDescription';

const english: Translate = (key, values) => translate({}, key, values);

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

/** A {@link DataGrid}'s words in the language of `t`, so the grid follows the app's chosen language. */
export function translatedDataGridLabels(t: Translate): DataGridLabels {
  return {
    search: t('Search'),
    pageSize: t('Rows per page'),
    columns: t('Columns'),
    filter: (header) => t('Filter {header}', { header }),
    pagination: (grid) => t('{grid} pagination', { grid }),
    loading: t('Loading…'),
    empty: t('No data available in table'),
    noMatches: t('No matching records found'),
    summary: (first, last, matching, total) =>
      matching < total
        ? t('Showing {first} to {last} of {matching} entries (filtered from {total} total entries)', {
            first,
            last,
            matching,
            total,
          })
        : t('Showing {first} to {last} of {matching} entries', { first, last, matching }),
    sort: translatedSortDescriptionLabels(t),
    exportGroup: t('Export'),
    exportAction: {
      copy: t('Copy'),
      csv: t('CSV'),
      xlsx: t('Excel'),
      pdf: t('PDF'),
      print: t('Print'),
    },
    copied: (rows) =>
      rows === 1
        ? t('Copied {rows} row to the clipboard', { rows })
        : t('Copied {rows} rows to the clipboard', { rows }),
    copyFailed: t('The browser did not allow copying. Select the cells and copy them instead.'),
    exported: (fileName) => t('Downloaded {fileName}', { fileName }),
    exportFailed: t('The file could not be made. Try again.'),
  };
}

/** The English words of a {@link DataGrid}. */
export const defaultDataGridLabels: DataGridLabels = translatedDataGridLabels(english);
