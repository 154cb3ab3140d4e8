import { useMemo } from 'react';
import { seriesColor, useChartPalette } from './useChartPalette';

/** Each series' colour, by index: its own `color` when it has one, else the skin palette's for its place. */
export function useSeriesColors(series: readonly { color?: string }[]): readonly string[] {
  const palette = useChartPalette();
  return useMemo(
    () => series.map((entry, index) => entry.color ?? seriesColor(palette, index)),
    [series, palette],
  );
}
