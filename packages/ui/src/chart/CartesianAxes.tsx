import { memo } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridColumns, GridRows } from '@visx/grid';
import type { AxisScale } from '@visx/axis';
import { useTheme } from 'styled-components';
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
  const tickLabel = {
    fill: palette.axis,
    fontSize: theme.typography.size.xs,
    fontFamily: theme.typography.family,
  } as const;
  return (
    <g aria-hidden="true">
      {hasRowGrid && (
        <GridRows
          scale={yScale}
          width={width}
          numTicks={yTickCount}
          tickValues={yTickValues as never}
          stroke={palette.grid}
        />
      )}
      {hasColumnGrid && (
        <GridColumns
          scale={xScale}
          height={height}
          numTicks={xTickCount}
          tickValues={xTickValues as never}
          stroke={palette.grid}
        />
      )}
      <AxisLeft
        scale={yScale}
        numTicks={yTickCount}
        tickValues={yTickValues as never}
        tickFormat={formatY as never}
        stroke={palette.axis}
        tickStroke={palette.axis}
        tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: '0.32em' }}
      />
      <AxisBottom
        top={height}
        scale={xScale}
        numTicks={xTickCount}
        tickValues={xTickValues as never}
        tickFormat={formatX as never}
        stroke={palette.axis}
        tickStroke={palette.axis}
        tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      />
    </g>
  );
});
