import { use, useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { localPoint } from '@visx/event';
import { useLocale } from 'react-aria';
import {
  CartesianAxes,
  ChartTooltip,
  PlotSvg,
  RevealGroup,
  useChartPalette,
  type ChartTooltipItem,
} from '../chart';
import { nearestIndex, xExtent, yDomain, type LineCurve, type YDomainOptions } from './lineChartModel';
import { linearScale } from '../chart/linearScale';
import { timeTickLabel } from '../chart/timeTickLabel';
import { PlotCursorOverlay } from '../chart/PlotCursorOverlay';
import { decimateToColumns } from './columnDecimation';
import { LineMarks, type PlotScale } from './LineMarks';
import { loadTimeScale } from './loadTimeScale';
import type { LineChartState } from './useLineChart';

/** Space around the plot for the axes, shared with the range selector so the two line up. */
export const linePlotMargin = { top: 12, right: 16, bottom: 28, left: 48 } as const;
const margin = linePlotMargin;
/**
 * How far marks may reach past the plot's edges: the radius of the active point's dot plus half its outline, so
 * a dot on the highest value or on the last day shows whole rather than cut in half.
 */
const markBleed = 6;

/** Props of {@link LinePlot}. */
export interface LinePlotProps {
  state: LineChartState;
  width: number;
  height: number;
  /** Colour of every series, by index among all series. */
  colors: readonly string[];
  variant: 'line' | 'area';
  curve: LineCurve;
  hasPoints: boolean;
  /** Dots are drawn only while a shown series has at most this many points in view. */
  pointThreshold: number;
  isTime: boolean;
  /** Visible x range as numbers (dates as epoch ms); the data's extent by default. */
  xRange?: readonly [number, number];
  yDomain: YDomainOptions;
  xTickCount?: number;
  yTickCount?: number;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  isAnimated: boolean;
  /** Name of the focusable point cursor. */
  pointsLabel: string;
  /** Wheel over the plot: `x` under the pointer and a zoom factor (< 1 zooms in). */
  onWheelZoom?: (x: number, factor: number) => void;
}

/** The drawing of a {@link LineChart}: scales, axes, marks, the focusable cursor and its tooltip. */
export function LinePlot(props: LinePlotProps) {
  const { state, width, height, colors, variant, curve, hasPoints, pointThreshold, isTime } = props;
  const { xRange, formatX, formatY, isAnimated, pointsLabel, onWheelZoom } = props;
  const palette = useChartPalette();
  const clipId = useId();
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const overlayRef = useRef<SVGRectElement>(null);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const { plot, shownPlot, reference, cursor, active, visibleIndexes } = state;

  const [xMin, xMax] = xRange ?? xExtent(plot);
  const yMinOption = props.yDomain.min;
  const yMaxOption = props.yDomain.max;
  const [yLow, yHigh] = useMemo(
    () => yDomain(shownPlot, { min: yMinOption, max: yMaxOption }, variant === 'area'),
    [shownPlot, yMinOption, yMaxOption, variant],
  );
  const isNice = yMinOption === undefined && yMaxOption === undefined;
  // Dates need the time scale's code: the plot suspends (inside LineChart's Suspense) until it is there.
  const timeScale = isTime ? use(loadTimeScale()) : undefined;
  const { locale } = useLocale();
  const timeTicks = useMemo(() => timeTickLabel(locale), [locale]);
  const xScale = useMemo(
    () =>
      timeScale
        ? timeScale([xMin, xMax], [0, innerWidth])
        : linearScale({ domain: [xMin, xMax], range: [0, innerWidth] }),
    [timeScale, xMin, xMax, innerWidth],
  );
  const yScale = useMemo(
    () => linearScale({ domain: [yLow, yHigh], range: [innerHeight, 0], nice: isNice }),
    [yLow, yHigh, innerHeight, isNice],
  );
  const xPixel = xScale as unknown as PlotScale;
  const shownColors = useMemo(() => visibleIndexes.map((i) => colors[i]!), [visibleIndexes, colors]);
  const drawPoints = hasPoints && shownPlot.every((points) => points.length <= pointThreshold);
  // Long series are drawn from a few points per pixel column; the cursor and tooltip keep every point.
  const drawnPlot = useMemo(
    () =>
      drawPoints
        ? shownPlot
        : shownPlot.map((points) =>
            decimateToColumns(points, {
              from: xMin,
              to: xMax,
              columns: innerWidth,
              hasBase: variant === 'area',
            }),
          ),
    [drawPoints, shownPlot, xMin, xMax, innerWidth, variant],
  );

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay || !onWheelZoom) return undefined;
    // A native listener, because React's wheel handlers are passive and cannot stop the page scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const point = localPoint(overlay, event);
      const x = Number(xScale.invert((point?.x ?? 0) - margin.left));
      onWheelZoom(x, event.deltaY < 0 ? 0.8 : 1.25);
    };
    overlay.addEventListener('wheel', onWheel, { passive: false });
    return () => overlay.removeEventListener('wheel', onWheel);
  }, [onWheelZoom, xScale]);

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point) return;
    const x = Number(xScale.invert(point.x - margin.left));
    const index = nearestIndex(reference, x);
    if (index >= 0) cursor.setActiveIndex(index);
  };

  const activeX = cursor.activeIndex === null ? null : reference[cursor.activeIndex]!.x;
  const isActiveInView = activeX !== null && activeX >= xMin && activeX <= xMax;
  const items: ChartTooltipItem[] = active.map((value) => ({
    key: value.series.key,
    label: value.series.label,
    value: formatY(value.point.y),
    color: colors[value.seriesIndex],
  }));
  const valueText =
    activeX === null
      ? undefined
      : `${formatX(activeX)}: ${active.map((v) => `${v.series.label} ${formatY(v.point.y)}`).join(', ')}`;
  const topY = active.length > 0 ? Math.min(...active.map((v) => yScale(v.plotted.y1))) : 0;

  return (
    <>
      <PlotSvg ref={setSvg} width={width} height={height}>
        <defs>
          <clipPath id={clipId}>
            {/* A zoomed view still cuts its lines at the x range's ends, where they continue out of view. */}
            <rect
              x={xRange ? 0 : -markBleed}
              y={-markBleed}
              width={innerWidth + (xRange ? 0 : 2 * markBleed)}
              height={innerHeight + 2 * markBleed}
            />
          </clipPath>
        </defs>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <CartesianAxes
            xScale={xScale}
            yScale={yScale}
            width={innerWidth}
            height={innerHeight}
            xTickCount={props.xTickCount ?? Math.max(2, Math.floor(innerWidth / 80))}
            yTickCount={props.yTickCount ?? 5}
            formatY={formatY as (value: never) => string}
            formatX={(isTime ? timeTicks : formatX) as (value: never) => string}
          />
          <g clipPath={`url(#${clipId})`}>
            <RevealGroup $isAnimated={isAnimated}>
              <LineMarks
                plot={drawnPlot}
                colors={shownColors}
                xScale={xPixel}
                yScale={yScale}
                variant={variant}
                curve={curve}
                hasPoints={drawPoints}
                surface={palette.surface}
              />
            </RevealGroup>
            {isActiveInView && (
              <g aria-hidden="true">
                <line x1={xPixel(activeX)} x2={xPixel(activeX)} y2={innerHeight} stroke={palette.axis} />
                {active.map((v) => (
                  <circle
                    key={v.series.key}
                    cx={xPixel(v.plotted.x)}
                    cy={yScale(v.plotted.y1)}
                    r={5}
                    fill={colors[v.seriesIndex]}
                    stroke={palette.surface}
                    strokeWidth={2}
                  />
                ))}
              </g>
            )}
          </g>
          <PlotCursorOverlay
            ref={overlayRef}
            cursor={cursor}
            count={reference.length}
            width={innerWidth}
            height={innerHeight}
            label={pointsLabel}
            valueText={valueText}
            orientation="horizontal"
            onPointerMove={onPointerMove}
          />
        </g>
      </PlotSvg>
      <ChartTooltip
        anchor={
          isActiveInView ? { element: svg, x: margin.left + xPixel(activeX), y: margin.top + topY } : null
        }
        title={activeX === null ? undefined : formatX(activeX)}
        items={items}
      />
    </>
  );
}
