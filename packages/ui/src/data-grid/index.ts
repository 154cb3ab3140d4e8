export { DataGrid, type DataGridProps } from './DataGrid';
export { defaultDataGridLabels, type DataGridLabels } from './dataGridLabels';
export {
  defaultSortDescriptionLabels,
  sortDescription,
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
