export { deriveChartPalette, mixColors, type ChartPalette } from './chartPalette';
export { useChartPalette, seriesColor } from './useChartPalette';
export { useReducedMotion } from './useReducedMotion';
export { useChartWidth } from './useChartSize';
export {
  useSeriesVisibility,
  type SeriesVisibility,
  type UseSeriesVisibilityOptions,
} from './useSeriesVisibility';
export { ChartLegend, type ChartLegendItem, type ChartLegendProps } from './ChartLegend';
export {
  ChartTooltip,
  type ChartTooltipAnchor,
  type ChartTooltipItem,
  type ChartTooltipProps,
} from './ChartTooltip';
export { ChartDataTable, type ChartDataColumn, type ChartDataTableProps } from './ChartDataTable';
export { ChartFrame, type ChartFrameProps, type ChartSize } from './ChartFrame';
export { CartesianAxes, type CartesianAxesProps } from './CartesianAxes';
export type { AxisScale, AxisScaleOutput } from './axisTicks';
export { useChartCursor, type ChartCursor, type UseChartCursorOptions } from './useChartCursor';
export { PlotOverlay, PlotSvg, RevealGroup } from './Chart.styles';
export { PlotCursorOverlay, type PlotCursorOverlayProps } from './PlotCursorOverlay';
export type { HiddenSeriesOptions } from './useVisibleSeries';
