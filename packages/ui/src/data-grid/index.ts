export { DataGrid, type DataGridProps } from './DataGrid';
export {
  DataGridDetailList,
  type DataGridDetailItem,
  type DataGridDetailListProps,
} from './DataGridDetailList';
export {
  validateEdit,
  type DataGridCellContext,
  type DataGridEditor,
  type DataGridEditorKind,
  type DataGridRowChange,
  type DataGridSchema,
  type DataGridValidator,
} from './dataGridEditing';
export {
  DataGridSelectionControls,
  type DataGridSelectionControlsLabels,
  type DataGridSelectionControlsProps,
} from './DataGridSelectionControls';
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
  type DataGridPdfOptions,
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
  type DataGridSelectionState,
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
export {
  useRowEditing,
  type EditableColumn,
  type RowEditing,
  type RowEditingState,
  type UseRowEditingOptions,
} from './useRowEditing';
export {
  collapsedColumnIds,
  dataGridBreakpoints,
  useGridWidth,
  type DataGridBreakpoint,
} from './useResponsiveColumns';
export { useRowExpansion, type RowExpansion, type UseRowExpansionOptions } from './useRowExpansion';
export {
  orderedSelection,
  useRowSelection,
  type DataGridSelectionMode,
  type RowSelection,
  type UseRowSelectionOptions,
} from './useRowSelection';
