import { useMemo } from 'react';
import { useChartCursor, useSeriesVisibility, type UseSeriesVisibilityOptions } from '../chart';
import { radarMax, radarSeriesKey, type RadarSeries } from './radarGeometry';

/** Options of {@link useRadarChart}. */
export interface UseRadarChartOptions extends UseSeriesVisibilityOptions {
  axes: readonly string[];
  series: readonly RadarSeries[];
  /** Top of the value scale; by default a round number above the largest value. */
  maxValue?: number;
}

/**
 * Owns a radar chart's state: which series are shown (legend toggles), the axis under the pointer or
 * keyboard cursor (for the tooltip), and the value scale.
 */
export function useRadarChart({ axes, series, maxValue, ...visibilityOptions }: UseRadarChartOptions) {
  const keys = useMemo(() => series.map(radarSeriesKey), [series]);
  const visibility = useSeriesVisibility(keys, visibilityOptions);
  const cursor = useChartCursor({ count: axes.length });
  const max = useMemo(() => radarMax(series, maxValue), [series, maxValue]);
  const shown = series
    .map((entry, index) => ({ ...entry, key: radarSeriesKey(entry), index }))
    .filter((entry) => visibility.isVisible(entry.key));
  return { visibility, cursor, max, shown };
}
