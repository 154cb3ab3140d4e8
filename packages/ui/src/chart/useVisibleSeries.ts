import { useMemo } from 'react';
import { useSeriesVisibility, type SeriesVisibility } from './useSeriesVisibility';

/** The hidden series of a chart, controlled or uncontrolled, by series key. */
export interface HiddenSeriesOptions {
  /** Keys of the hidden series (controlled). */
  hiddenSeries?: readonly string[];
  /** Keys hidden at first (uncontrolled). */
  defaultHiddenSeries?: readonly string[];
  /** Called with the new hidden keys when a legend entry is toggled. */
  onHiddenSeriesChange?: (hiddenSeries: string[]) => void;
}

/** What {@link useVisibleSeries} returns. */
export interface VisibleSeries<T> {
  visibility: SeriesVisibility;
  /** The shown series, in the order given. */
  visibleSeries: T[];
  /** Index of each shown series among all series, for its colour. */
  visibleIndexes: number[];
}

/** Owns which of a chart's keyed series are shown, and hands back the shown ones with their indexes. */
export function useVisibleSeries<T extends { key: string }>(
  series: readonly T[],
  { hiddenSeries, defaultHiddenSeries, onHiddenSeriesChange }: HiddenSeriesOptions,
): VisibleSeries<T> {
  const keys = useMemo(() => series.map((entry) => entry.key), [series]);
  const visibility = useSeriesVisibility(keys, {
    hiddenKeys: hiddenSeries,
    defaultHiddenKeys: defaultHiddenSeries,
    onHiddenKeysChange: onHiddenSeriesChange,
  });
  const { isVisible } = visibility;
  const visibleIndexes = useMemo(
    () => series.flatMap((entry, index) => (isVisible(entry.key) ? [index] : [])),
    [series, isVisible],
  );
  const visibleSeries = useMemo(
    () => visibleIndexes.map((index) => series[index]!),
    [series, visibleIndexes],
  );
  return { visibility, visibleSeries, visibleIndexes };
}
