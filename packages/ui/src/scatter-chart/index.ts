export { ScatterChart, type ScatterChartProps } from './ScatterChart';
export { useScatterChart, type ScatterChartState, type UseScatterChartOptions } from './useScatterChart';
export type { ScatterPoint, ScatterSeries } from './scatterChartModel';
