export { LineChart, type LineChartProps } from './LineChart';
export { TimeSeriesChart, type TimeSeriesChartLabels, type TimeSeriesChartProps } from './TimeSeriesChart';
export { LiveChart, type LiveChartProps } from './LiveChart';
export {
  useLineChart,
  type ActiveLineValue,
  type LineChartState,
  type UseLineChartOptions,
} from './useLineChart';
export { useTimeSeriesZoom, type TimeSeriesZoom, type UseTimeSeriesZoomOptions } from './useTimeSeriesZoom';
export { useLiveSeries, type UseLiveSeriesOptions } from './useLiveSeries';
export {
  clampUpdateInterval,
  liveSeriesDefaults,
  nextRandomWalkPoint,
  randomWalk,
  shiftRandomWalk,
  updateIntervalBounds,
  type RandomSource,
} from './liveSeries';
export type { LineCurve, LinePoint, LineSeries, YDomainOptions } from './lineChartModel';
export type { XRange } from './timeSeriesZoom';
