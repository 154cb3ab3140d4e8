import { useId, useRef, useState, type ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Group } from '@visx/group';
import { PlotSvg } from '../chart/Chart.styles';
import { ChartFrame } from '../chart/ChartFrame';
import { ChartTooltip } from '../chart/ChartTooltip';
import { SeriesLegend } from '../chart/SeriesLegend';
import { useChartPalette } from '../chart/useChartPalette';
import { useSeriesColors } from '../chart/useSeriesColors';
import type { UseSeriesVisibilityOptions } from '../chart/useSeriesVisibility';
import { SliceLabel } from './PieChart.styles';
import { PieSlicePath } from './PieSlicePath';
import { sliceAnchor, sliceCentroid, type PieChartDatum, type PieChartVariant } from './pieSlices';
import { usePieChart } from './usePieChart';
import { useTranslation } from '../i18n';

/** Props of {@link PieChart}. */
export interface PieChartProps extends UseSeriesVisibilityOptions {
  data: readonly PieChartDatum[];
  /** Accessible name of the chart, e.g. "Browser share". */
  label: string;
  /** Show `label` as a caption above the chart. */
  isLabelVisible?: boolean;
  /** A sentence on what the chart shows. */
  description?: ReactNode;
  /** `pie` (default), `donut`, or `polar` (polar area: equal angles, radius by value). */
  variant?: PieChartVariant;
  /** Donut hole as a share of the radius; default 0.5. */
  innerRadiusRatio?: number;
  /** Slices under this share get no percentage label; default 0.1, so small slices are not crowded by text. */
  labelThreshold?: number;
  /** Plot height in pixels; default 260. The width follows the container. */
  height?: number;
  /** A fixed width instead of following the container. */
  width?: number;
  showLegend?: boolean;
  /** Sweep the slices in on mount (skipped under reduced motion). Default true. */
  isAnimated?: boolean;
  /** Sweep length in ms; default 1667 (100 animation steps at 60 frames a second). */
  animationDuration?: number;
  /** Header of the first column of the hidden data table. Default `Slice`. */
  categoryLabel?: string;
  className?: string;
}

/**
 * Pie, donut and polar area chart. Each slice is reachable with Tab then the arrow keys, named
 * "label: value (percent)", and shows a tooltip on hover and focus; the legend hides and shows slices.
 */
export function PieChart({
  data,
  label,
  isLabelVisible,
  description,
  variant = 'pie',
  innerRadiusRatio = 0.5,
  labelThreshold = 0.1,
  height = 260,
  width,
  showLegend = true,
  isAnimated = true,
  animationDuration = 1667,
  categoryLabel: categoryLabelProp,
  className,
  ...visibilityOptions
}: PieChartProps) {
  const { t } = useTranslation();
  const categoryLabel = categoryLabelProp ?? t('Slice');
  const palette = useChartPalette();
  const sharePercent = useNumberFormatter({ style: 'percent', maximumFractionDigits: 1 });
  const tooltipId = useId();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [tabStopKey, setTabStopKey] = useState<string | null>(null);
  const sliceElements = useRef(new Map<string, SVGPathElement>());
  const { visibility, slices, activeSlice, setActiveKey, isSweeping } = usePieChart({
    data,
    variant,
    innerRadiusRatio,
    labelThreshold,
    isAnimated,
    animationDuration,
    ...visibilityOptions,
  });
  const colors = useSeriesColors(data);
  const total = data.reduce((sum, datum) => sum + Math.max(datum.value, 0), 0);
  // One tab stop for the pie, arrows between slices (a roving tab index). react-aria's FocusScope would give
  // focusNext/focusPrevious, but wrapped round an svg it made Chromium put the svg itself in the tab order.
  const step = (from: string, by: 1 | -1) => {
    const index = slices.findIndex((slice) => slice.key === from);
    const next = slices[(index + by + slices.length) % slices.length];
    if (next) sliceElements.current.get(next.key)?.focus();
  };
  const sliceRef = (key: string, element: SVGPathElement | null) => {
    if (element) sliceElements.current.set(key, element);
    else sliceElements.current.delete(key);
  };
  const tabStop = slices.some((slice) => slice.key === tabStopKey) ? tabStopKey : (slices[0]?.key ?? null);
  return (
    <ChartFrame
      label={label}
      isLabelVisible={isLabelVisible}
      description={description}
      height={height}
      width={width}
      className={className}
      legend={
        showLegend && (
          <SeriesLegend
            label={t('{label} slices', { label })}
            series={data}
            colors={colors}
            visibility={visibility}
          />
        )
      }
      dataTable={{
        caption: label,
        columns: [
          { key: 'label', label: categoryLabel },
          { key: 'value', label: t('Value') },
          { key: 'share', label: t('Share') },
        ],
        rows: data.map((datum) => ({
          label: datum.label,
          value: datum.value,
          share: sharePercent.format(total === 0 ? 0 : Math.max(datum.value, 0) / total),
        })),
      }}
    >
      {(size) => {
        const radius = Math.max(Math.min(size.width, size.height) / 2 - 4, 0);
        const center = { x: size.width / 2, y: size.height / 2 };
        const pointer = activeSlice && sliceAnchor(activeSlice, radius);
        const anchor = pointer && { element: svg, x: center.x + pointer.x, y: center.y + pointer.y };
        return (
          <>
            <PlotSvg ref={setSvg} width={size.width} height={size.height}>
              <Group top={center.y} left={center.x}>
                {variant === 'polar' &&
                  [1 / 3, 2 / 3, 1].map((ring) => (
                    <circle
                      key={ring}
                      r={ring * radius}
                      fill="none"
                      stroke={palette.grid}
                      aria-hidden="true"
                    />
                  ))}
                {slices.map((slice) => (
                  <PieSlicePath
                    key={slice.key}
                    slice={slice}
                    radius={radius}
                    color={colors[slice.index]!}
                    isActive={activeSlice?.key === slice.key}
                    isTabStop={slice.key === tabStop}
                    tooltipId={tooltipId}
                    onActivate={setActiveKey}
                    onFocusSlice={setTabStopKey}
                    onStep={step}
                    sliceRef={sliceRef}
                  />
                ))}
                {!isSweeping &&
                  slices
                    .filter((slice) => slice.hasLabel)
                    .map((slice) => {
                      const point = sliceCentroid({
                        ...slice,
                        innerRadius: slice.innerRadius * radius,
                        outerRadius: slice.outerRadius * radius,
                      });
                      return (
                        <SliceLabel
                          key={slice.key}
                          x={point.x}
                          y={point.y}
                          textAnchor="middle"
                          dominantBaseline="middle"
                          aria-hidden="true"
                        >
                          {slice.percentText}
                        </SliceLabel>
                      );
                    })}
              </Group>
            </PlotSvg>
            <ChartTooltip
              id={tooltipId}
              anchor={anchor}
              items={
                activeSlice
                  ? [
                      {
                        key: activeSlice.key,
                        label: activeSlice.label,
                        value: `${activeSlice.valueText} (${activeSlice.percentText})`,
                        color: colors[activeSlice.index]!,
                      },
                    ]
                  : []
              }
            />
          </>
        );
      }}
    </ChartFrame>
  );
}

/** Props of {@link PolarAreaChart}: a {@link PieChart} without the variant. */
export type PolarAreaChartProps = Omit<PieChartProps, 'variant' | 'innerRadiusRatio'>;

/** A polar area chart: equal angles, each slice's radius by its value. */
export function PolarAreaChart(props: PolarAreaChartProps) {
  return <PieChart {...props} variant="polar" />;
}
