import { useEffect, useMemo, useRef } from 'react';
import { Brush, type Bounds, type BrushProps } from '@visx/brush';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { PlotSvg, useChartPalette } from '../chart';
import { decimateToColumns } from './columnDecimation';
import type { PlotPoint } from './lineChartModel';
import type { XRange } from './timeSeriesZoom';

type BrushInstance = NonNullable<NonNullable<BrushProps['innerRef']>['current']>;

/** Props of {@link RangeSelector}. */
export interface RangeSelectorProps {
  /** Overview lines, usually every shown series. */
  plot: readonly (readonly PlotPoint[])[];
  colors: readonly string[];
  extent: XRange;
  range: XRange;
  onRangeChange: (range: XRange | null) => void;
  width: number;
  height: number;
  /** Left and right insets, matching the main plot's so the two line up. */
  insetStart: number;
  insetEnd: number;
}

/**
 * A small overview of the whole series with a draggable selection (pointer only, via @visx/brush); the chart's
 * zoom buttons give the same control from the keyboard, so the overview is hidden from assistive technology.
 */
export function RangeSelector({
  plot,
  colors,
  extent,
  range,
  onRangeChange,
  width,
  height,
  ...insets
}: RangeSelectorProps) {
  const palette = useChartPalette();
  const brushRef = useRef<BrushInstance | null>(null);
  const isSyncing = useRef(false);
  const fromBrush = useRef<XRange | null>(null);
  const innerWidth = Math.max(1, width - insets.insetStart - insets.insetEnd);
  const xScale = useMemo(
    () => scaleLinear({ domain: [...extent], range: [0, innerWidth] }),
    [extent, innerWidth],
  );
  // The overview always shows the whole series, so long ones are drawn from a few points per pixel column.
  const drawnPlot = useMemo(
    () =>
      plot.map((points) =>
        decimateToColumns(points, { from: extent[0], to: extent[1], columns: innerWidth }),
      ),
    [plot, extent, innerWidth],
  );
  const yScale = useMemo(() => {
    let min = Infinity;
    let max = -Infinity;
    for (const points of plot)
      for (const p of points) [min, max] = [Math.min(min, p.y1), Math.max(max, p.y1)];
    return scaleLinear({ domain: min < max ? [min, max] : [0, 1], range: [height - 2, 2] });
  }, [plot, height]);

  // Zoom buttons and the wheel move the range; draw the selection where the range now is.
  useEffect(() => {
    const brush = brushRef.current;
    // A range the brush itself reported is already drawn; redrawing it mid-drag would fight the pointer.
    if (!brush || range === fromBrush.current) return;
    const x0 = xScale(range[0]);
    const x1 = xScale(range[1]);
    const isFull = range[0] <= extent[0] && range[1] >= extent[1];
    isSyncing.current = true;
    brush.updateBrush((previous) =>
      isFull
        ? brush.getIdleState()
        : {
            ...previous,
            start: { x: x0, y: 0 },
            end: { x: x1, y: height },
            extent: { x0, x1, y0: 0, y1: height },
          },
    );
  }, [range, extent, xScale, height]);

  const onChange = (bounds: Bounds | null) => {
    if (isSyncing.current) {
      isSyncing.current = false;
      return;
    }
    const next: XRange | null = bounds ? [Number(bounds.x0), Number(bounds.x1)] : null;
    fromBrush.current = next;
    onRangeChange(next);
  };

  return (
    <PlotSvg width={width} height={height} aria-hidden="true" data-range-selector="">
      <g transform={`translate(${insets.insetStart},0)`}>
        <rect width={innerWidth} height={height} fill={palette.surface} stroke={palette.grid} />
        {drawnPlot.map((points, i) => (
          <LinePath
            key={i}
            data={points as PlotPoint[]}
            x={(p) => xScale(p.x)}
            y={(p) => yScale(p.y1)}
            stroke={colors[i]}
            strokeWidth={1}
          />
        ))}
        <Brush
          innerRef={brushRef}
          xScale={xScale}
          yScale={yScale}
          width={innerWidth}
          height={height}
          // The brush reads the pointer in the svg's coordinates; this tells it where its own group starts.
          margin={{ top: 0, left: insets.insetStart, right: 0, bottom: 0 }}
          handleSize={8}
          resizeTriggerAreas={['left', 'right']}
          brushDirection="horizontal"
          onChange={onChange}
          selectedBoxStyle={{ fill: palette.focusRing, fillOpacity: 0.2, stroke: palette.focusRing }}
          disableDraggingSelection={false}
          useWindowMoveEvents
        />
      </g>
    </PlotSvg>
  );
}
