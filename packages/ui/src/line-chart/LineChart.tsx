import { Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useDateFormatter, useNumberFormatter } from 'react-aria';
import {
  ChartFrame,
  ChartLegend,
  seriesColor,
  useChartPalette,
  useReducedMotion,
  type ChartDataTableProps,
} from '../chart';
import { xNumber, type LineCurve, type LineSeries, type YDomainOptions } from './lineChartModel';
import { LinePlot } from './LinePlot';
import { useLineChart, type UseLineChartOptions } from './useLineChart';
import { useTranslation, type Translate } from '../i18n';

/** Props of {@link LineChart}. */
export interface LineChartProps extends UseLineChartOptions {
  /** Accessible name of the chart. */
  label: string;
  isLabelVisible?: boolean;
  /** A sentence on what the chart shows, for screen readers. */
  description?: ReactNode;
  /** `area` fills under each line (stacked areas with `isStacked`). Default `line`. */
  variant?: 'line' | 'area';
  /** Default `linear`. */
  curve?: LineCurve;
  /** Draw a dot at every point (only while a series has at most `pointThreshold` points in view). */
  hasPoints?: boolean;
  /** Default 150. */
  pointThreshold?: number;
  /** Visible x range; points outside are clipped. The data's extent by default. */
  xDomain?: readonly [number | Date, number | Date];
  /** Fixed y bounds, e.g. `{ min: -1.1, max: 1.1 }`. */
  yDomain?: YDomainOptions;
  xTickCount?: number;
  yTickCount?: number;
  /** Formats x values in ticks, tooltip and table. Dates by default as medium dates. */
  formatX?: (x: number | Date) => string;
  formatY?: (y: number) => string;
  /** Plot height in pixels. Default 300. */
  height?: number;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
  /** Show the legend; default when there is more than one series. */
  hasLegend?: boolean;
  /** Reveal the lines on mount; always off when the user prefers reduced motion. Default `true`. */
  isAnimated?: boolean;
  /** Name of the keyboard point cursor. Default `Data points`. */
  pointsLabel?: string;
  /** Name of the x column of the hidden data table. Default `X`. */
  xLabel?: string;
  /** Above this many points the hidden table lists a summary per series instead. Default 100. */
  tableRowLimit?: number;
  toolbar?: ReactNode;
  footer?: ReactNode;
  onWheelZoom?: (x: number, factor: number) => void;
  className?: string;
}

/** A responsive, themed line or area chart with legend toggles, a keyboard point cursor and a data table. */
export function LineChart({
  label,
  isLabelVisible,
  description,
  variant = 'line',
  curve = 'linear',
  hasPoints = false,
  pointThreshold = 150,
  xDomain,
  yDomain = {},
  xTickCount,
  yTickCount,
  formatX: formatXProp,
  formatY: formatYProp,
  height = 300,
  width,
  hasLegend,
  isAnimated = true,
  pointsLabel: pointsLabelProp,
  xLabel: xLabelProp,
  tableRowLimit = 100,
  toolbar,
  footer,
  onWheelZoom,
  className,
  ...options
}: LineChartProps) {
  const { t } = useTranslation();
  const pointsLabel = pointsLabelProp ?? t('Data points');
  const xLabel = xLabelProp ?? t('X');
  const { series } = options;
  const palette = useChartPalette();
  const isReducedMotion = useReducedMotion();
  const numbers = useNumberFormatter({ maximumFractionDigits: 2 });
  const dates = useDateFormatter({ dateStyle: 'medium' });
  const isTime = series.some((s) => s.data[0]?.x instanceof Date);

  const formatY = useCallback(
    (y: number) => (formatYProp ? formatYProp(y) : numbers.format(y)),
    [formatYProp, numbers],
  );
  const formatX = useCallback(
    (x: number) => {
      const value = isTime ? new Date(x) : x;
      if (formatXProp) return formatXProp(value);
      return isTime ? dates.format(value as Date) : numbers.format(x);
    },
    [formatXProp, isTime, dates, numbers],
  );
  const colors = useMemo(() => series.map((s, i) => s.color ?? seriesColor(palette, i)), [series, palette]);
  const xFrom = xDomain ? xNumber(xDomain[0]) : undefined;
  const xTo = xDomain ? xNumber(xDomain[1]) : undefined;
  const xRange = useMemo<readonly [number, number] | undefined>(
    () => (xFrom === undefined || xTo === undefined ? undefined : [xFrom, xTo]),
    [xFrom, xTo],
  );
  const state = useLineChart({ ...options, xRange });
  const dataTable = useMemo(
    () => lineDataTable(label, state.visibleSeries, xLabel, tableRowLimit, formatX, formatY, t),
    [label, state.visibleSeries, xLabel, tableRowLimit, formatX, formatY, t],
  );

  const showLegend = hasLegend ?? series.length > 1;
  return (
    <ChartFrame
      label={label}
      isLabelVisible={isLabelVisible}
      description={description}
      height={height}
      width={width}
      toolbar={toolbar}
      footer={footer}
      className={className}
      dataTable={dataTable}
      legend={
        showLegend && (
          <ChartLegend
            items={series.map((s, i) => ({ key: s.key, label: s.label, color: colors[i]! }))}
            isVisible={state.visibility.isVisible}
            canToggle={state.visibility.canToggle}
            onToggle={state.visibility.toggle}
          />
        )
      }
    >
      {(size) => (
        // Holds the plot's height while a chart over dates loads the time scale's code.
        <Suspense fallback={<div style={{ blockSize: size.height }} />}>
          <LinePlot
            state={state}
            width={size.width}
            height={size.height}
            colors={colors}
            variant={variant}
            curve={curve}
            hasPoints={hasPoints}
            pointThreshold={pointThreshold}
            isTime={isTime}
            xRange={xRange}
            yDomain={yDomain}
            xTickCount={xTickCount}
            yTickCount={yTickCount}
            formatX={formatX}
            formatY={formatY}
            isAnimated={isAnimated && !isReducedMotion}
            pointsLabel={pointsLabel}
            onWheelZoom={onWheelZoom}
          />
        </Suspense>
      )}
    </ChartFrame>
  );
}

/** Every point as a row while there are few; beyond `limit`, a summary row per series instead. */
function lineDataTable(
  label: string,
  series: readonly LineSeries[],
  xLabel: string,
  limit: number,
  formatX: (x: number) => string,
  formatY: (y: number) => string,
  t: Translate,
): ChartDataTableProps {
  const longest = series.reduce((n, s) => Math.max(n, s.data.length), 0);
  if (longest <= limit) {
    const reference = series.find((s) => s.data.length === longest)?.data ?? [];
    return {
      caption: label,
      columns: [{ key: 'x', label: xLabel }, ...series.map((s) => ({ key: s.key, label: s.label }))],
      rows: reference.map((point, i) => ({
        x: formatX(xNumber(point.x)),
        ...Object.fromEntries(series.map((s) => [s.key, s.data[i] ? formatY(s.data[i].y) : ''])),
      })),
    };
  }
  return {
    caption: t('{label} (summary)', { label }),
    columns: ['Series', 'Points', 'From', 'To', 'Minimum', 'Maximum', 'Last'].map((name) => ({
      key: name,
      label: t(name),
    })),
    rows: series.map((s) => {
      let min = Infinity;
      let max = -Infinity;
      for (const point of s.data) {
        if (point.y < min) min = point.y;
        if (point.y > max) max = point.y;
      }
      const first = s.data[0];
      const last = s.data[s.data.length - 1];
      return {
        Series: s.label,
        Points: s.data.length,
        From: first ? formatX(xNumber(first.x)) : '',
        To: last ? formatX(xNumber(last.x)) : '',
        Minimum: first ? formatY(min) : '',
        Maximum: first ? formatY(max) : '',
        Last: last ? formatY(last.y) : '',
      };
    }),
  };
}
