import { memo } from 'react';
import { useTheme } from 'styled-components';
import { axisTicks, ticksThatFit, type AxisScale, type AxisTick } from './axisTicks';
import { useChartPalette } from './useChartPalette';

/** Props of {@link CartesianAxes}. */
export interface CartesianAxesProps {
  xScale: AxisScale;
  yScale: AxisScale;
  /** Size of the plot area inside the margins. */
  width: number;
  height: number;
  xTickCount?: number;
  yTickCount?: number;
  /** Explicit tick values; take precedence over the counts. */
  xTickValues?: readonly (number | Date | string)[];
  yTickValues?: readonly (number | Date | string)[];
  formatX?: (value: never) => string;
  formatY?: (value: never) => string;
  /** Draw horizontal grid lines (along y ticks). Default `true`. */
  hasRowGrid?: boolean;
  /** Draw vertical grid lines (along x ticks). Default `false`. */
  hasColumnGrid?: boolean;
}

const tickLength = 8;
/** Bottom labels hang this far below the tick's end (plus a quarter em), clear of the tick at any font size. */
const bottomLabelGap = 10;

interface AxisProps {
  orientation: 'left' | 'bottom';
  ticks: readonly AxisTick[];
  /** Start and end of the axis line, in pixels along the axis. */
  extent: readonly [number, number];
  top?: number;
  stroke: string;
  label: { fill: string; fontSize: string; fontFamily: string };
}

/**
 * One axis drawn as plain SVG: the line, a tick mark per value and its label. Labels are static text, so no
 * measuring or wrapping happens on a redraw. The class names stay those of the visx parts
 * this replaced, which tests and app styles select on.
 */
function Axis({ orientation, ticks, extent, top = 0, stroke, label }: AxisProps) {
  const isLeft = orientation === 'left';
  // Shifted half a pixel along its length so that, snapped to whole pixels, the line meets the end ticks.
  const [from, to] = [extent[0] + 0.5, extent[1] + 0.5];
  return (
    <g className={`visx-axis visx-axis-${orientation}`} transform={top ? `translate(0, ${top})` : undefined}>
      {ticks.map((tick) => (
        <g key={tick.key} className="visx-axis-tick">
          <line
            x1={isLeft ? 0 : tick.position}
            y1={isLeft ? tick.position : 0}
            x2={isLeft ? -tickLength : tick.position}
            y2={isLeft ? tick.position : tickLength}
            stroke={stroke}
            strokeWidth={1}
            strokeLinecap="square"
            shapeRendering="crispEdges"
          />
          <text
            {...label}
            x={isLeft ? -tickLength : tick.position}
            y={isLeft ? tick.position : tickLength + bottomLabelGap}
            dx={isLeft ? -4 : 0}
            dy={isLeft ? '0.32em' : '0.25em'}
            textAnchor={isLeft ? 'end' : 'middle'}
          >
            {tick.label}
          </text>
        </g>
      ))}
      <line
        x1={isLeft ? 0 : from}
        y1={isLeft ? from : 0}
        x2={isLeft ? 0 : to}
        y2={isLeft ? to : 0}
        stroke={stroke}
        strokeWidth={1}
        shapeRendering="crispEdges"
      />
    </g>
  );
}

/** Grid lines across the plot at each tick: horizontal along the y ticks, vertical along the x ticks. */
function GridLines({
  orientation,
  ticks,
  length,
  stroke,
}: {
  orientation: 'rows' | 'columns';
  ticks: readonly AxisTick[];
  length: number;
  stroke: string;
}) {
  const isRows = orientation === 'rows';
  return (
    <g className={`visx-${orientation}`}>
      {ticks.map((tick) => (
        <line
          key={tick.key}
          x1={isRows ? 0 : tick.position}
          y1={isRows ? tick.position : 0}
          x2={isRows ? length : tick.position}
          y2={isRows ? tick.position : length}
          stroke={stroke}
          strokeWidth={1}
          shapeRendering="crispEdges"
        />
      ))}
    </g>
  );
}

/** The first and last pixel of a scale's range, where its axis line starts and ends. */
function rangeExtent(scale: AxisScale): [number, number] {
  const range = scale.range();
  return [Number(range[0]), Number(range[range.length - 1])];
}

/** Themed left and bottom axes with grid lines; memoised so a redraw of the data alone skips it. */
export const CartesianAxes = memo(function CartesianAxes({
  xScale,
  yScale,
  width,
  height,
  xTickCount,
  yTickCount,
  xTickValues,
  yTickValues,
  formatX,
  formatY,
  hasRowGrid = true,
  hasColumnGrid = false,
}: CartesianAxesProps) {
  const palette = useChartPalette();
  const theme = useTheme();
  const label = {
    fill: palette.axis,
    fontSize: theme.typography.size.xs,
    fontFamily: theme.typography.family,
  };
  // Computed once per redraw and shared by the grid and the axis along the same scale.
  // Bottom labels sit side by side: a narrow chart keeps fewer of them rather than overlapping them.
  const xTicks = ticksThatFit(
    axisTicks(xScale, { count: xTickCount, values: xTickValues, format: formatX }),
    parseFloat(label.fontSize),
  );
  const yTicks = axisTicks(yScale, { count: yTickCount, values: yTickValues, format: formatY });
  return (
    <g aria-hidden="true">
      {hasRowGrid && <GridLines orientation="rows" ticks={yTicks} length={width} stroke={palette.grid} />}
      {hasColumnGrid && (
        <GridLines orientation="columns" ticks={xTicks} length={height} stroke={palette.grid} />
      )}
      <Axis
        orientation="left"
        ticks={yTicks}
        extent={rangeExtent(yScale)}
        stroke={palette.axis}
        label={label}
      />
      <Axis
        orientation="bottom"
        top={height}
        ticks={xTicks}
        extent={rangeExtent(xScale)}
        stroke={palette.axis}
        label={label}
      />
    </g>
  );
});
