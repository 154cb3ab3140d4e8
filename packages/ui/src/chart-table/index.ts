export { ChartTable, type ChartTableProps, type ChartTableType } from './ChartTable';
export {
  tableSeriesKey,
  toBarSeries,
  toLineSeries,
  toPieData,
  type ChartTableSeries,
} from './chartTableModel';
