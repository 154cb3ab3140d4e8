export { RadarChart, type RadarChartProps } from './RadarChart';
export {
  axisAngle,
  nearestAxis,
  polarPoint,
  radarMax,
  radarPolygon,
  radarSeriesKey,
  type RadarSeries,
} from './radarGeometry';
export { useRadarChart, type UseRadarChartOptions } from './useRadarChart';
