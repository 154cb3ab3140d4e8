import { ChartLegend } from './ChartLegend';
import type { SeriesVisibility } from './useSeriesVisibility';

/** Props of {@link SeriesLegend}. */
export interface SeriesLegendProps {
  /** The chart's series in order; a series without a `key` is known by its label. */
  series: readonly { key?: string; label: string }[];
  /** Colour of each series, by index (see `useSeriesColors`). */
  colors: readonly string[];
  /** The chart's shown and hidden series, which the buttons read and toggle. */
  visibility: SeriesVisibility;
  /** Accessible name of the legend list. Default `Series`. */
  label?: string;
}

/** A {@link ChartLegend} with one toggle per series, wired to the chart's series visibility. */
export function SeriesLegend({ series, colors, visibility, label }: SeriesLegendProps) {
  return (
    <ChartLegend
      label={label}
      items={series.map((entry, index) => ({
        key: entry.key ?? entry.label,
        label: entry.label,
        color: colors[index]!,
      }))}
      isVisible={visibility.isVisible}
      canToggle={visibility.canToggle}
      onToggle={visibility.toggle}
    />
  );
}
