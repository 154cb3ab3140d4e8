import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useNumberFormatter } from 'react-aria';
import { Group } from '@visx/group';
import { PlotSvg } from '../chart/Chart.styles';
import { ChartFrame } from '../chart/ChartFrame';
import { ChartTooltip } from '../chart/ChartTooltip';
import { SeriesLegend } from '../chart/SeriesLegend';
import { useChartPalette } from '../chart/useChartPalette';
import { useSeriesColors } from '../chart/useSeriesColors';
import type { UseSeriesVisibilityOptions } from '../chart/useSeriesVisibility';
import { AxisLabel, GrowGroup, RadarOverlay } from './RadarChart.styles';
import {
  axisAngle,
  nearestAxis,
  polarPoint,
  radarPolygon,
  radarSeriesKey,
  type RadarSeries,
} from './radarGeometry';
import { useRadarChart } from './useRadarChart';
import { useTranslation } from '../i18n';

/** Props of {@link RadarChart}. */
export interface RadarChartProps extends UseSeriesVisibilityOptions {
  /** Names of the axes, clockwise from the top. */
  axes: readonly string[];
  series: readonly RadarSeries[];
  /** Accessible name of the chart. */
  label: string;
  isLabelVisible?: boolean;
  description?: ReactNode;
  /** Top of the value scale; default a round number above the largest value. */
  maxValue?: number;
  /** Number of grid rings; default 5. */
  levels?: number;
  /** Plot height in pixels; default 320. */
  height?: number;
  width?: number;
  showLegend?: boolean;
  /** Grow the series out of the centre on mount (skipped under reduced motion). Default true. */
  isAnimated?: boolean;
  /** Header of the axis column of the hidden data table. Default `Axis`. */
  axisLabel?: string;
  className?: string;
}

// Room around the web for the axis names.
const labelGap = 14;
const marginInline = 72;
const marginBlock = 28;

/** A radar (spider) chart: several series over the same axes, with legend toggles, tooltip and data table. */
export function RadarChart({
  axes,
  series,
  label,
  isLabelVisible,
  description,
  maxValue,
  levels = 5,
  height = 320,
  width,
  showLegend = true,
  isAnimated = true,
  axisLabel: axisLabelProp,
  className,
  ...visibilityOptions
}: RadarChartProps) {
  const { t } = useTranslation();
  const axisLabel = axisLabelProp ?? t('Axis');
  const palette = useChartPalette();
  const format = useNumberFormatter({ maximumFractionDigits: 2 });
  const { visibility, cursor, max, shown } = useRadarChart({ axes, series, maxValue, ...visibilityOptions });
  const { focusProps, isFocusVisible } = useFocusRing();
  const svgRef = useRef<SVGSVGElement>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const colors = useSeriesColors(series);
  const count = axes.length;
  const active = cursor.activeIndex;
  const activeText =
    active === null
      ? undefined
      : `${axes[active]}: ${shown.map((s) => `${s.label} ${format.format(s.values[active] ?? 0)}`).join(', ')}`;
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
            label={t('{label} series', { label })}
            series={series}
            colors={colors}
            visibility={visibility}
          />
        )
      }
      dataTable={{
        caption: label,
        columns: [
          { key: 'axis', label: axisLabel },
          ...series.map((entry) => ({ key: radarSeriesKey(entry), label: entry.label })),
        ],
        rows: axes.map((axis, index) => ({
          axis,
          ...Object.fromEntries(series.map((entry) => [radarSeriesKey(entry), entry.values[index] ?? ''])),
        })),
      }}
    >
      {(size) => {
        const radius = Math.max(Math.min(size.width / 2 - marginInline, size.height / 2 - marginBlock), 10);
        const center = { x: size.width / 2, y: size.height / 2 };
        const onPointerMove = (event: PointerEvent<SVGCircleElement>) => {
          const box = svgRef.current?.getBoundingClientRect();
          if (!box) return;
          cursor.setActiveIndex(
            nearestAxis(event.clientX - box.left - center.x, event.clientY - box.top - center.y, count),
          );
        };
        const anchorPoint = active === null ? null : polarPoint(axisAngle(active, count), radius);
        return (
          <>
            <PlotSvg
              ref={(element) => {
                svgRef.current = element;
                setSvg(element);
              }}
              width={size.width}
              height={size.height}
            >
              <Group top={center.y} left={center.x}>
                <g aria-hidden="true">
                  {Array.from({ length: levels }, (_, level) => (
                    <polygon
                      key={level}
                      points={radarPolygon(
                        Array(count).fill(max),
                        count,
                        (radius * (level + 1)) / levels,
                        max,
                      )}
                      fill="none"
                      stroke={palette.grid}
                    />
                  ))}
                  {axes.map((axis, index) => {
                    const angle = axisAngle(index, count);
                    const end = polarPoint(angle, radius);
                    const text = polarPoint(angle, radius + labelGap);
                    const sin = Math.sin(angle);
                    return (
                      <g key={`${axis}-${index}`}>
                        <line
                          x1={0}
                          y1={0}
                          x2={end.x}
                          y2={end.y}
                          stroke={index === active ? palette.axis : palette.grid}
                          strokeWidth={index === active ? 2 : 1}
                        />
                        <AxisLabel
                          x={text.x}
                          y={text.y}
                          textAnchor={sin > 0.1 ? 'start' : sin < -0.1 ? 'end' : 'middle'}
                          dominantBaseline="middle"
                        >
                          {axis}
                        </AxisLabel>
                      </g>
                    );
                  })}
                  <AxisLabel x={4} y={-radius} dominantBaseline="hanging">
                    {format.format(max)}
                  </AxisLabel>
                </g>
                <GrowGroup $isAnimated={isAnimated} aria-hidden="true">
                  {shown.map((entry) => (
                    <g key={entry.key} data-series={entry.key}>
                      <polygon
                        points={radarPolygon(entry.values, count, radius, max)}
                        fill={colors[entry.index]!}
                        fillOpacity={0.2}
                        stroke={colors[entry.index]!}
                        strokeWidth={2}
                        strokeLinejoin="round"
                      />
                      {active !== null &&
                        (() => {
                          const value = Math.min(Math.max(entry.values[active] ?? 0, 0), max);
                          const point = polarPoint(axisAngle(active, count), (value / max) * radius);
                          return (
                            <circle
                              cx={point.x}
                              cy={point.y}
                              r={4}
                              fill={colors[entry.index]!}
                              stroke={palette.surface}
                              strokeWidth={2}
                            />
                          );
                        })()}
                    </g>
                  ))}
                </GrowGroup>
                {isFocusVisible && (
                  <circle
                    r={radius + 4}
                    fill="none"
                    stroke={palette.focusRing}
                    strokeWidth={2}
                    aria-hidden="true"
                  />
                )}
                <RadarOverlay
                  {...mergeProps(cursor.overlayProps, focusProps)}
                  r={radius}
                  role="slider"
                  aria-label={t('{label} axes', { label })}
                  aria-orientation="horizontal"
                  aria-valuemin={0}
                  aria-valuemax={Math.max(0, count - 1)}
                  aria-valuenow={active ?? 0}
                  aria-valuetext={activeText ?? axes[0]}
                  onPointerMove={onPointerMove}
                />
              </Group>
            </PlotSvg>
            <ChartTooltip
              anchor={
                anchorPoint && { element: svg, x: center.x + anchorPoint.x, y: center.y + anchorPoint.y }
              }
              title={active === null ? undefined : axes[active]}
              items={
                active === null
                  ? []
                  : shown.map((entry) => ({
                      key: entry.key,
                      label: entry.label,
                      value: format.format(entry.values[active] ?? 0),
                      color: colors[entry.index]!,
                    }))
              }
            />
          </>
        );
      }}
    </ChartFrame>
  );
}
