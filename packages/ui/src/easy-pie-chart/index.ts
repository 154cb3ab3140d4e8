export { EasyPieChart, type EasyPieChartProps } from './EasyPieChart';
export { ringGeometry, useEasyPieChart, type UseEasyPieChartOptions } from './useEasyPieChart';
