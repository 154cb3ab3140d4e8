import { useMemo } from 'react';
import { useChartCursor, useSeriesVisibility, type ChartCursor, type SeriesVisibility } from '../chart';
import { barSpans, type BarSeries, type BarSpan } from './barChartModel';

/** Options of {@link useBarChart}. */
export interface UseBarChartOptions {
  /** Category names along the band axis, e.g. months. */
  categories: readonly string[];
  series: readonly BarSeries[];
  /** Stack the series in one bar per category instead of side by side. */
  isStacked?: boolean;
  hiddenSeries?: readonly string[];
  defaultHiddenSeries?: readonly string[];
  onHiddenSeriesChange?: (hiddenSeries: string[]) => void;
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
  hiddenSeries,
  defaultHiddenSeries,
  onHiddenSeriesChange,
  onActiveCategoryChange,
}: UseBarChartOptions): BarChartState {
  const keys = useMemo(() => series.map((s) => s.key), [series]);
  const visibility = useSeriesVisibility(keys, {
    hiddenKeys: hiddenSeries,
    defaultHiddenKeys: defaultHiddenSeries,
    onHiddenKeysChange: onHiddenSeriesChange,
  });
  const { isVisible } = visibility;
  const visibleIndexes = useMemo(
    () => series.flatMap((s, i) => (isVisible(s.key) ? [i] : [])),
    [series, isVisible],
  );
  const visibleSeries = useMemo(() => visibleIndexes.map((i) => series[i]!), [series, visibleIndexes]);
  const spans = useMemo(
    () => barSpans(visibleSeries, categories.length, isStacked),
    [visibleSeries, categories.length, isStacked],
  );
  const cursor = useChartCursor({ count: categories.length, onActiveChange: onActiveCategoryChange });
  return { visibility, visibleSeries, visibleIndexes, spans, cursor };
}
