import { useMemo } from 'react';
import { useChartCursor, type ChartCursor } from '../chart/useChartCursor';
import type { SeriesVisibility } from '../chart/useSeriesVisibility';
import { useVisibleSeries, type HiddenSeriesOptions } from '../chart/useVisibleSeries';
import { barSpans, type BarSeries, type BarSpan } from './barChartModel';

/** Options of {@link useBarChart}. */
export interface UseBarChartOptions extends HiddenSeriesOptions {
  /** Category names along the band axis, e.g. months. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Stack the series in one bar per category instead of side by side. */
  isStacked?: boolean;
  /** Called with the category index under the cursor, `null` when it leaves. */
  onActiveCategoryChange?: (index: number | null) => void;
}

/** What {@link useBarChart} returns. */
export interface BarChartState {
  visibility: SeriesVisibility;
  visibleSeries: BarSeries[];
  /** Index of each shown series among all series, for its colour. */
  visibleIndexes: number[];
  spans: BarSpan[][];
  /** Steps through the categories. */
  cursor: ChartCursor;
}

/** Owns a bar chart's state: which series show, where each bar starts and ends, and the active category. */
export function useBarChart({
  categories,
  series,
  isStacked = false,
  onActiveCategoryChange,
  ...hiddenSeriesOptions
}: UseBarChartOptions): BarChartState {
  const { visibility, visibleSeries, visibleIndexes } = useVisibleSeries(series, hiddenSeriesOptions);
  const spans = useMemo(
    () => barSpans(visibleSeries, categories.length, isStacked),
    [visibleSeries, categories.length, isStacked],
  );
  const cursor = useChartCursor({ count: categories.length, onActiveChange: onActiveCategoryChange });
  return { visibility, visibleSeries, visibleIndexes, spans, cursor };
}
