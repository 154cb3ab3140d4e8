import { useMemo, useState } from 'react';
import { useNumberFormatter } from 'react-aria';
import { useSeriesVisibility, type UseSeriesVisibilityOptions } from '../chart';
import {
  pieSlices,
  sliceKey,
  sweptSlice,
  type PieChartDatum,
  type PieChartVariant,
  type PieSlice,
} from './pieSlices';
import { useSweepIn } from './useSweepIn';

/** Options of {@link usePieChart}. */
export interface UsePieChartOptions extends UseSeriesVisibilityOptions {
  data: readonly PieChartDatum[];
  variant: PieChartVariant;
  innerRadiusRatio: number;
  labelThreshold: number;
  isAnimated: boolean;
  animationDuration: number;
}

const percentFormat: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/** "Chrome: 60 (40%)": what a slice says when focused, and what its tooltip shows. */
export function sliceDescription(slice: PieSlice, value: string, percent: string): string {
  return `${slice.label}: ${value} (${percent})`;
}

/**
 * Owns a pie chart's state: which slices are shown (legend toggles), which slice is active (hovered or
 * focused, for the tooltip), the sweep-in progress, and the slice layout with formatted names.
 */
export function usePieChart({
  data,
  variant,
  innerRadiusRatio,
  labelThreshold,
  isAnimated,
  animationDuration,
  ...visibilityOptions
}: UsePieChartOptions) {
  const keys = useMemo(() => data.map(sliceKey), [data]);
  const visibility = useSeriesVisibility(keys, visibilityOptions);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const progress = useSweepIn(animationDuration, isAnimated);
  const formatValue = useNumberFormatter({ maximumFractionDigits: 2 });
  const formatPercent = useNumberFormatter(percentFormat);
  const slices = useMemo(
    () =>
      pieSlices(data, {
        variant,
        // Laid out on a unit circle; the view scales radii to the measured size.
        outerRadius: 1,
        innerRadiusRatio,
        labelThreshold,
        hiddenKeys: visibility.hiddenKeys,
      }).map((slice) => {
        const value = formatValue.format(slice.value);
        const percent = formatPercent.format(slice.fraction);
        return {
          ...slice,
          valueText: value,
          percentText: percent,
          name: sliceDescription(slice, value, percent),
        };
      }),
    [data, variant, innerRadiusRatio, labelThreshold, visibility.hiddenKeys, formatValue, formatPercent],
  );
  const drawn =
    progress >= 1 ? slices : slices.map((slice) => ({ ...slice, ...sweptSlice(slice, progress) }));
  return {
    visibility,
    slices: drawn,
    activeSlice: drawn.find((slice) => slice.key === activeKey) ?? null,
    setActiveKey,
    isSweeping: progress < 1,
  };
}
