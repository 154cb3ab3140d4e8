import { useMemo } from 'react';
import { useChartCursor, useSeriesVisibility, type ChartCursor, type SeriesVisibility } from '../chart';
import { orderedEntries, type ScatterEntry, type ScatterSeries } from './scatterChartModel';

/** Options of {@link useScatterChart}. */
export interface UseScatterChartOptions {
  series: readonly ScatterSeries[];
  hiddenSeries?: readonly string[];
  defaultHiddenSeries?: readonly string[];
  onHiddenSeriesChange?: (hiddenSeries: string[]) => void;
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
  hiddenSeries,
  defaultHiddenSeries,
  onHiddenSeriesChange,
  onActivePointChange,
}: UseScatterChartOptions): ScatterChartState {
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
  const entries = useMemo(
    () => orderedEntries(visibleSeries, visibleIndexes),
    [visibleSeries, visibleIndexes],
  );
  const cursor = useChartCursor({ count: entries.length, onActiveChange: onActivePointChange });
  return { visibility, visibleSeries, entries, cursor };
}
