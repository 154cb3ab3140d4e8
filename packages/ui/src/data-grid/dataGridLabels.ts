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
  /** Said when a PDF would leave out characters that no font given to the grid has (see `pdfFonts`). */
  pdfFontMissing: string;
  /** Accessible name of a row's selection checkbox, e.g. "Select row 13". */
  selectRow: (row: string) => string;
  /** Accessible name of the checkbox that selects every row of the page. */
  selectPage: string;
  /**
   * Accessible name of that checkbox in a virtualised grid, which has no pages: it selects every row the search
   * and filters leave.
   */
  selectAll: string;
  /** Heading of the selection column (read out, not shown). */
  selectionColumn: string;
  /** Said when the selection changes, e.g. "3 rows selected". */
  selected: (count: number) => string;
  /** Accessible name of a cell's editor, e.g. "Edit Amount of row 13". */
  edit: (header: string, row: string) => string;
  /** Shown at the row's first editor when saving failed; what was typed stays. */
  saveFailed: string;
  /** Accessible name of a column's resize handle, e.g. "Resize Amount". */
  resizeColumn: (header: string) => string;
  /** Heading of the column of expand buttons (read out, not shown). */
  detailsColumn: string;
  /** Accessible name of a row's expand button, e.g. "Show details for row 13"; `aria-expanded` says if open. */
  showDetails: (row: string) => string;
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
    pdfFontMissing: t('The PDF has no font for some of this text. Export to Excel or CSV instead.'),
    selectRow: (row) => t('Select row {row}', { row }),
    selectPage: t('Select all rows on this page'),
    selectAll: t('Select all matching rows'),
    selectionColumn: t('Selection'),
    selected: (count) =>
      count === 0
        ? t('No rows selected')
        : count === 1
          ? t('1 row selected')
          : t('{count} rows selected', { count }),
    edit: (header, row) => t('Edit {header} of row {row}', { header, row }),
    saveFailed: t('The change could not be saved. Your text is still here; try again.'),
    resizeColumn: (header) => t('Resize {header}', { header }),
    detailsColumn: t('Details'),
    showDetails: (row) => t('Show details for {row}', { row }),
  };
}

/** The English words of a {@link DataGrid}. */
export const defaultDataGridLabels: DataGridLabels = translatedDataGridLabels(english);
