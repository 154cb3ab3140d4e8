import { useMemo, useState, type PointerEvent } from 'react';
import { localPoint } from '@visx/event';
import { scaleBand, scaleLinear } from '@visx/scale';
import { CartesianAxes } from '../chart/CartesianAxes';
import { PlotSvg, RevealGroup } from '../chart/Chart.styles';
import { ChartTooltip } from '../chart/ChartTooltip';
import { PlotCursorOverlay } from '../chart/PlotCursorOverlay';
import { useChartPalette } from '../chart/useChartPalette';
import { categoryAt, valueDomain } from './barChartModel';
import type { BarChartState } from './useBarChart';

const margin = { top: 12, right: 16, bottom: 28, left: 64 };

/** Props of {@link BarPlot}. */
export interface BarPlotProps {
  state: BarChartState;
  categories: readonly string[];
  colors: readonly string[];
  width: number;
  height: number;
  isStacked: boolean;
  isHorizontal: boolean;
  valueDomain: { min?: number; max?: number };
  valueTickCount?: number;
  formatValue: (value: number) => string;
  isAnimated: boolean;
  pointsLabel: string;
}

/** The drawing of a {@link BarChart}: band and value scales, bars, the category cursor and its tooltip. */
export function BarPlot(props: BarPlotProps) {
  const { state, categories, colors, width, height, isStacked, isHorizontal, formatValue } = props;
  const palette = useChartPalette();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const { spans, cursor, visibleSeries, visibleIndexes } = state;
  const bandLength = isHorizontal ? innerHeight : innerWidth;
  const valueLength = isHorizontal ? innerWidth : innerHeight;
  const { min, max } = props.valueDomain;

  const band = useMemo(
    () => scaleBand({ domain: [...categories], range: [0, bandLength], padding: 0.2 }),
    [categories, bandLength],
  );
  const inner = useMemo(
    () => scaleBand({ domain: visibleSeries.map((s) => s.key), range: [0, band.bandwidth()], padding: 0.1 }),
    [visibleSeries, band],
  );
  const value = useMemo(
    () =>
      scaleLinear({
        domain: valueDomain(spans, { min, max }),
        range: isHorizontal ? [0, valueLength] : [valueLength, 0],
        nice: min === undefined && max === undefined,
      }),
    [spans, min, max, isHorizontal, valueLength],
  );

  const bars = spans.flatMap((row, s) =>
    row.map((span, c) => {
      const offset = (band(categories[c]!) ?? 0) + (isStacked ? 0 : (inner(visibleSeries[s]!.key) ?? 0));
      const thickness = isStacked ? band.bandwidth() : inner.bandwidth();
      const a = value(span.start);
      const b = value(span.end);
      const along = { start: Math.min(a, b), length: Math.abs(b - a) };
      return isHorizontal
        ? {
            key: `${s}-${c}`,
            x: along.start,
            y: offset,
            width: along.length,
            height: thickness,
            color: colors[visibleIndexes[s]!]!,
          }
        : {
            key: `${s}-${c}`,
            x: offset,
            y: along.start,
            width: thickness,
            height: along.length,
            color: colors[visibleIndexes[s]!]!,
          };
    }),
  );

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    const position = isHorizontal ? point.y - margin.top : point.x - margin.left;
    const first = (band(categories[0] ?? '') ?? 0) - (band.step() - band.bandwidth()) / 2;
    const index = categoryAt(position, first, band.step(), categories.length);
    if (index >= 0) cursor.setActiveIndex(index);
  };

  const active = cursor.activeIndex;
  const activeCategory = active === null ? undefined : categories[active];
  const valueText =
    activeCategory === undefined
      ? undefined
      : `${activeCategory}: ${visibleSeries.map((s) => `${s.label} ${formatValue(s.values[active!] ?? 0)}`).join(', ')}`;
  const bandCentre = activeCategory === undefined ? 0 : (band(activeCategory) ?? 0) + band.bandwidth() / 2;
  const top =
    active === null
      ? 0
      : Math.min(...spans.map((row) => value(Math.max(row[active]!.start, row[active]!.end))));
  const anchor =
    activeCategory === undefined
      ? null
      : isHorizontal
        ? {
            element: svg,
            x:
              margin.left +
              Math.max(...spans.map((row) => value(Math.max(row[active!]!.start, row[active!]!.end)))),
            y: margin.top + bandCentre,
          }
        : { element: svg, x: margin.left + bandCentre, y: margin.top + top };

  return (
    <>
      <PlotSvg ref={setSvg} width={width} height={height}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <CartesianAxes
            xScale={isHorizontal ? value : band}
            yScale={isHorizontal ? band : value}
            width={innerWidth}
            height={innerHeight}
            xTickCount={isHorizontal ? props.valueTickCount : undefined}
            yTickCount={isHorizontal ? undefined : (props.valueTickCount ?? 5)}
            formatX={isHorizontal ? (formatValue as (v: never) => string) : undefined}
            formatY={isHorizontal ? undefined : (formatValue as (v: never) => string)}
            hasRowGrid={!isHorizontal}
            hasColumnGrid={isHorizontal}
          />
          {activeCategory !== undefined && (
            <rect
              aria-hidden="true"
              x={isHorizontal ? 0 : (band(activeCategory) ?? 0) - (band.step() - band.bandwidth()) / 2}
              y={isHorizontal ? (band(activeCategory) ?? 0) - (band.step() - band.bandwidth()) / 2 : 0}
              width={isHorizontal ? innerWidth : band.step()}
              height={isHorizontal ? band.step() : innerHeight}
              fill={palette.grid}
              fillOpacity={0.5}
            />
          )}
          <RevealGroup $isAnimated={props.isAnimated} aria-hidden="true">
            {bars.map((bar) => (
              <rect
                key={bar.key}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                fill={bar.color}
              />
            ))}
          </RevealGroup>
          <PlotCursorOverlay
            cursor={cursor}
            count={categories.length}
            width={innerWidth}
            height={innerHeight}
            label={props.pointsLabel}
            orientation={isHorizontal ? 'vertical' : 'horizontal'}
            valueText={valueText}
            onPointerMove={onPointerMove}
          />
        </g>
      </PlotSvg>
      <ChartTooltip
        anchor={anchor}
        title={activeCategory}
        items={
          active === null
            ? []
            : visibleSeries.map((s, i) => ({
                key: s.key,
                label: s.label,
                value: formatValue(s.values[active] ?? 0),
                color: colors[visibleIndexes[i]!],
              }))
        }
      />
    </>
  );
}
