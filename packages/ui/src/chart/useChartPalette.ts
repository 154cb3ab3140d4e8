import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { deriveChartPalette, type ChartPalette } from './chartPalette';

/** The current skin's chart colours; recomputed only when the skin or colour-blind mode changes. */
export function useChartPalette(): ChartPalette {
  const theme = useTheme();
  return useMemo(() => deriveChartPalette(theme.colors), [theme.colors]);
}

/** The colour of the series at `index`, cycling through the palette. */
export function seriesColor(palette: ChartPalette, index: number): string {
  return palette.series[index % palette.series.length]!;
}
