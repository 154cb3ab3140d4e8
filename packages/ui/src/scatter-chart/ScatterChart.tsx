import { useCallback, useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { useNumberFormatter } from 'react-aria';
import { localPoint } from '@visx/event';
import { scaleLinear, scaleSqrt } from '@visx/scale';
import { CartesianAxes } from '../chart/CartesianAxes';
import { PlotSvg, RevealGroup } from '../chart/Chart.styles';
import { ChartFrame } from '../chart/ChartFrame';
import { ChartTooltip } from '../chart/ChartTooltip';
import { PlotCursorOverlay } from '../chart/PlotCursorOverlay';
import { SeriesLegend } from '../chart/SeriesLegend';
import { useChartPalette } from '../chart/useChartPalette';
import { useReducedMotion } from '../chart/useReducedMotion';
import { useSeriesColors } from '../chart/useSeriesColors';
import { nearestEntry, paddedExtent } from './scatterChartModel';
import { useScatterChart, type UseScatterChartOptions } from './useScatterChart';

const margin = { top: 12, right: 16, bottom: 28, left: 48 };

/** Props of {@link ScatterChart}. */
export interface ScatterChartProps extends UseScatterChartOptions {
  label: string;
  isLabelVisible?: boolean;
  description?: ReactNode;
  /** Fixed axis bounds; padded data extents by default. */
  xDomain?: readonly [number, number];
  yDomain?: readonly [number, number];
  /** Radius in pixels of the smallest and largest bubble (points without `size` use the smallest). */
  radiusRange?: readonly [number, number];
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  /** Column names of the hidden table. Defaults `X`, `Y`, `Size`. */
  xLabel?: string;
  yLabel?: string;
  sizeLabel?: string;
  height?: number;
  width?: number;
  hasLegend?: boolean;
  isAnimated?: boolean;
  /** Name of the keyboard point cursor. Default `Data points`. */
  pointsLabel?: string;
  className?: string;
}

/** A scatter or bubble chart: points from left to right by keyboard, nearest point on hover. */
export function ScatterChart({
  label,
  isLabelVisible,
  description,
  xDomain,
  yDomain,
  radiusRange = [4, 24],
  formatX: formatXProp,
  formatY: formatYProp,
  xLabel = 'X',
  yLabel = 'Y',
  sizeLabel = 'Size',
  height = 300,
  width,
  hasLegend,
  isAnimated = true,
  pointsLabel = 'Data points',
  className,
  ...options
}: ScatterChartProps) {
  const { series } = options;
  const state = useScatterChart(options);
  const { entries, cursor, visibleSeries } = state;
  const isReducedMotion = useReducedMotion();
  const numbers = useNumberFormatter({ maximumFractionDigits: 2 });
  const formatX = useCallback((x: number) => formatXProp?.(x) ?? numbers.format(x), [formatXProp, numbers]);
  const formatY = useCallback((y: number) => formatYProp?.(y) ?? numbers.format(y), [formatYProp, numbers]);
  const colors = useSeriesColors(series);
  const hasSize = entries.some((e) => e.point.size !== undefined);
  const sizeMax = useMemo(() => Math.max(1, ...entries.map((e) => e.point.size ?? 0)), [entries]);
  const radius = useMemo(
    () => scaleSqrt({ domain: [0, sizeMax], range: [radiusRange[0], radiusRange[1]] }),
    [sizeMax, radiusRange],
  );
  const describe = (i: number) => {
    const { point, seriesIndex } = entries[i]!;
    const name = point.label ? `${point.label} (${series[seriesIndex]!.label})` : series[seriesIndex]!.label;
    const size = point.size === undefined ? '' : `, ${sizeLabel} ${numbers.format(point.size)}`;
    return `${name}: ${xLabel} ${formatX(point.x)}, ${yLabel} ${formatY(point.y)}${size}`;
  };

  return (
    <ChartFrame
      label={label}
      isLabelVisible={isLabelVisible}
      description={description}
      height={height}
      width={width}
      className={className}
      dataTable={{
        caption: label,
        columns: [
          { key: 'name', label: 'Series' },
          { key: 'x', label: xLabel },
          { key: 'y', label: yLabel },
          ...(hasSize ? [{ key: 'size', label: sizeLabel }] : []),
        ],
        rows: entries.map(({ point, seriesIndex }) => ({
          name: point.label ?? series[seriesIndex]!.label,
          x: formatX(point.x),
          y: formatY(point.y),
          size: point.size === undefined ? '' : numbers.format(point.size),
        })),
      }}
      legend={
        (hasLegend ?? series.length > 1) && (
          <SeriesLegend series={series} colors={colors} visibility={state.visibility} />
        )
      }
    >
      {(size) => (
        <ScatterPlot
          {...size}
          entries={entries}
          colors={colors}
          radius={(value) => (value === undefined ? radiusRange[0] : radius(value))}
          xDomain={xDomain ?? paddedExtent(visibleSeries.flatMap((s) => s.data.map((p) => p.x)))}
          yDomain={yDomain ?? paddedExtent(visibleSeries.flatMap((s) => s.data.map((p) => p.y)))}
          formatX={formatX}
          formatY={formatY}
          describe={describe}
          cursor={cursor}
          isAnimated={isAnimated && !isReducedMotion}
          pointsLabel={pointsLabel}
          title={(i) => entries[i]!.point.label ?? series[entries[i]!.seriesIndex]!.label}
          items={(i) => {
            const { point } = entries[i]!;
            return [
              { key: 'x', label: xLabel, value: formatX(point.x) },
              { key: 'y', label: yLabel, value: formatY(point.y) },
              ...(point.size === undefined
                ? []
                : [{ key: 'size', label: sizeLabel, value: numbers.format(point.size) }]),
            ];
          }}
        />
      )}
    </ChartFrame>
  );
}

interface ScatterPlotProps {
  width: number;
  height: number;
  entries: ReturnType<typeof useScatterChart>['entries'];
  colors: readonly string[];
  radius: (size: number | undefined) => number;
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  describe: (index: number) => string;
  title: (index: number) => string;
  items: (index: number) => { key: string; label: string; value: string }[];
  cursor: ReturnType<typeof useScatterChart>['cursor'];
  isAnimated: boolean;
  pointsLabel: string;
}

function ScatterPlot({
  width,
  height,
  entries,
  colors,
  radius,
  cursor,
  xDomain,
  yDomain,
  ...props
}: ScatterPlotProps) {
  const palette = useChartPalette();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const [x0, x1] = xDomain;
  const [y0, y1] = yDomain;
  const xScale = useMemo(
    () => scaleLinear({ domain: [x0, x1], range: [0, innerWidth] }),
    [x0, x1, innerWidth],
  );
  const yScale = useMemo(
    () => scaleLinear({ domain: [y0, y1], range: [innerHeight, 0] }),
    [y0, y1, innerHeight],
  );
  const active = cursor.activeIndex;
  const activeEntry = active === null ? undefined : entries[active];

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    const index = nearestEntry(entries, point.x - margin.left, point.y - margin.top, xScale, yScale);
    if (index >= 0) cursor.setActiveIndex(index);
  };

  return (
    <>
      <PlotSvg ref={setSvg} width={width} height={height}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <CartesianAxes
            xScale={xScale}
            yScale={yScale}
            width={innerWidth}
            height={innerHeight}
            formatX={props.formatX as (v: never) => string}
            formatY={props.formatY as (v: never) => string}
            hasColumnGrid
          />
          <RevealGroup $isAnimated={props.isAnimated} aria-hidden="true">
            {entries.map(({ point, seriesIndex }, i) => (
              <circle
                key={i}
                cx={xScale(point.x)}
                cy={yScale(point.y)}
                r={radius(point.size)}
                fill={colors[seriesIndex]}
                fillOpacity={point.size === undefined ? 1 : 0.6}
                stroke={i === active ? palette.text : palette.surface}
                strokeWidth={i === active ? 2 : 1}
              />
            ))}
          </RevealGroup>
          <PlotCursorOverlay
            cursor={cursor}
            count={entries.length}
            width={innerWidth}
            height={innerHeight}
            label={props.pointsLabel}
            valueText={active === null ? undefined : props.describe(active)}
            onPointerMove={onPointerMove}
          />
        </g>
      </PlotSvg>
      <ChartTooltip
        anchor={
          activeEntry
            ? {
                element: svg,
                x: margin.left + xScale(activeEntry.point.x),
                y: margin.top + yScale(activeEntry.point.y) - radius(activeEntry.point.size),
              }
            : null
        }
        title={active === null ? undefined : props.title(active)}
        items={active === null ? [] : props.items(active)}
      />
    </>
  );
}
