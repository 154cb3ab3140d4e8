export { BarChart, type BarChartProps } from './BarChart';
export { useBarChart, type BarChartState, type UseBarChartOptions } from './useBarChart';
export { barSpans, valueDomain, type BarSeries, type BarSpan } from './barChartModel';
