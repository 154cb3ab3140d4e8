export { DataGrid, type DataGridProps } from './DataGrid';
export {
  dataGridExportTable,
  downloadFile,
  exportFileName,
  toClipboardText,
  toCsv,
  toPdf,
  toXlsx,
  type DataGridExportAction,
  type DataGridExportFormat,
  type DataGridExportTable,
} from './dataGridExport';
export { defaultDataGridLabels, translatedDataGridLabels, type DataGridLabels } from './dataGridLabels';
export {
  defaultSortDescriptionLabels,
  sortDescription,
  translatedSortDescriptionLabels,
  type DataGridSort,
  type SortDescriptionLabels,
} from './sortDescription';
export {
  useDataGrid,
  type DataGridColumn,
  type DataGridColumnState,
  type DataGridRow,
  type DataGridState,
  type DataGridValue,
  type UseDataGridOptions,
} from './useDataGrid';
export {
  gridCellAttribute,
  useGridNavigation,
  type GridCellPosition,
  type GridNavigation,
  type UseGridNavigationOptions,
} from './useGridNavigation';
