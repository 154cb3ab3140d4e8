export { PieChart, PolarAreaChart, type PieChartProps, type PolarAreaChartProps } from './PieChart';
export {
  pieSlices,
  sliceAnchor,
  sliceCentroid,
  sliceKey,
  sweptSlice,
  type PieChartDatum,
  type PieChartVariant,
  type PieSlice,
  type PieSliceOptions,
} from './pieSlices';
export { sliceDescription, usePieChart, type UsePieChartOptions } from './usePieChart';
export { easeOutCubic, useSweepIn } from './useSweepIn';
