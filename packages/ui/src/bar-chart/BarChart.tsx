import { useCallback, type ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { ChartFrame } from '../chart/ChartFrame';
import { SeriesLegend } from '../chart/SeriesLegend';
import { useReducedMotion } from '../chart/useReducedMotion';
import { useSeriesColors } from '../chart/useSeriesColors';
import { BarPlot } from './BarPlot';
import { useBarChart, type UseBarChartOptions } from './useBarChart';
import { useTranslation } from '../i18n';

/** Props of {@link BarChart}. */
export interface BarChartProps extends UseBarChartOptions {
  /** Accessible name of the chart. */
  label: string;
  isLabelVisible?: boolean;
  description?: ReactNode;
  /** Bars run left to right with categories down the side. Default `vertical`. */
  orientation?: 'vertical' | 'horizontal';
  /** Fixed bounds of the value axis; it always includes 0 otherwise. */
  valueDomain?: { min?: number; max?: number };
  valueTickCount?: number;
  formatValue?: (value: number) => string;
  /** Plot height in pixels. Default 300. */
  height?: number;
  width?: number;
  /** Show the legend; default when there is more than one series. */
  hasLegend?: boolean;
  /** Reveal the bars on mount; always off when the user prefers reduced motion. Default `true`. */
  isAnimated?: boolean;
  /** Name of the keyboard category cursor. Default `Categories`. */
  pointsLabel?: string;
  /** Header of the category column in the hidden table. Default `Category`. */
  categoryLabel?: string;
  className?: string;
}

/** A grouped or stacked, vertical or horizontal bar chart with legend toggles and a keyboard cursor. */
export function BarChart({
  label,
  isLabelVisible,
  description,
  orientation = 'vertical',
  valueDomain = {},
  valueTickCount,
  formatValue: formatValueProp,
  height = 300,
  width,
  hasLegend,
  isAnimated = true,
  pointsLabel: pointsLabelProp,
  categoryLabel: categoryLabelProp,
  className,
  ...options
}: BarChartProps) {
  const { t } = useTranslation();
  const pointsLabel = pointsLabelProp ?? t('Categories');
  const categoryLabel = categoryLabelProp ?? t('Category');
  const state = useBarChart(options);
  const { series, categories, isStacked = false } = options;
  const isReducedMotion = useReducedMotion();
  const numbers = useNumberFormatter({ maximumFractionDigits: 2 });
  const formatValue = useCallback(
    (value: number) => (formatValueProp ? formatValueProp(value) : numbers.format(value)),
    [formatValueProp, numbers],
  );
  const colors = useSeriesColors(series);
  const dataTable = {
    caption: label,
    columns: [
      { key: 'category', label: categoryLabel },
      ...state.visibleSeries.map((s) => ({ key: s.key, label: s.label })),
    ],
    rows: categories.map((category, c) => ({
      category,
      ...Object.fromEntries(state.visibleSeries.map((s) => [s.key, formatValue(s.values[c] ?? 0)])),
    })),
  };
  return (
    <ChartFrame
      label={label}
      isLabelVisible={isLabelVisible}
      description={description}
      height={height}
      width={width}
      className={className}
      dataTable={dataTable}
      legend={
        (hasLegend ?? series.length > 1) && (
          <SeriesLegend series={series} colors={colors} visibility={state.visibility} />
        )
      }
    >
      {(size) => (
        <BarPlot
          state={state}
          categories={categories}
          colors={colors}
          width={size.width}
          height={size.height}
          isStacked={isStacked}
          isHorizontal={orientation === 'horizontal'}
          valueDomain={valueDomain}
          valueTickCount={valueTickCount}
          formatValue={formatValue}
          isAnimated={isAnimated && !isReducedMotion}
          pointsLabel={pointsLabel}
        />
      )}
    </ChartFrame>
  );
}
