import { useMemo } from 'react';
import { useChartCursor, type ChartCursor } from '../chart/useChartCursor';
import type { SeriesVisibility } from '../chart/useSeriesVisibility';
import { useVisibleSeries, type HiddenSeriesOptions } from '../chart/useVisibleSeries';
import { orderedEntries, type ScatterEntry, type ScatterSeries } from './scatterChartModel';

/** Options of {@link useScatterChart}. */
export interface UseScatterChartOptions extends HiddenSeriesOptions {
  series: readonly ScatterSeries[];
  /** Called with the index (in x order) of the point under the cursor, `null` when it leaves. */
  onActivePointChange?: (index: number | null) => void;
}

/** What {@link useScatterChart} returns. */
export interface ScatterChartState {
  visibility: SeriesVisibility;
  visibleSeries: ScatterSeries[];
  /** Points of the shown series in the order the cursor visits them. */
  entries: ScatterEntry[];
  cursor: ChartCursor;
}

/** Owns a scatter chart's state: which series show and which point the cursor is on. */
export function useScatterChart({
  series,
  onActivePointChange,
  ...hiddenSeriesOptions
}: UseScatterChartOptions): ScatterChartState {
  const { visibility, visibleSeries, visibleIndexes } = useVisibleSeries(series, hiddenSeriesOptions);
  const entries = useMemo(
    () => orderedEntries(visibleSeries, visibleIndexes),
    [visibleSeries, visibleIndexes],
  );
  const cursor = useChartCursor({ count: entries.length, onActiveChange: onActivePointChange });
  return { visibility, visibleSeries, entries, cursor };
}
