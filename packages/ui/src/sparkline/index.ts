export { BarSparkline, TristateSparkline, type BarSparklineProps } from './BarSparkline';
export { BoxPlotSparkline, type BoxPlotSparklineProps } from './BoxPlotSparkline';
export { BulletSparkline, type BulletSparklineProps } from './BulletSparkline';
export {
  DiscreteSparkline,
  LineSparkline,
  type DiscreteSparklineProps,
  type LineSparklineProps,
} from './LineSparkline';
export { PieSparkline, type PieSparklineProps } from './PieSparkline';
export { boxPlotStats, defaultWhiskerMultiplier, sortedMedian, type BoxPlotStats } from './boxPlotStats';
export {
  barLayout,
  barRowWidth,
  linePoints,
  sparklineDefaults,
  tristateLayout,
  type SparklineBar,
  type SparklinePoint,
} from './sparklineGeometry';
export {
  boxPlotSummary,
  bulletSummary,
  seriesSummary,
  shareSummary,
  tristateSummary,
  type NumberFormat,
} from './sparklineSummary';
export { useSparkline, type SparklineBaseProps, type UseSparklineOptions } from './useSparkline';
