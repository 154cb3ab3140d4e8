import { useMemo } from 'react';
import { useChartCursor, type ChartCursor, type SeriesVisibility } from '../chart';
import { useVisibleSeries } from '../chart/useVisibleSeries';
import {
  nearestIndex,
  sliceToRange,
  toPlotPoints,
  type LinePoint,
  type LineSeries,
  type PlotPoint,
} from './lineChartModel';

/** Options of {@link useLineChart}. */
export interface UseLineChartOptions {
  series: readonly LineSeries[];
  isStacked?: boolean;
  /** Keys of hidden series (controlled). */
  hiddenSeries?: readonly string[];
  /** Keys hidden at first (uncontrolled). */
  defaultHiddenSeries?: readonly string[];
  onHiddenSeriesChange?: (hiddenSeries: string[]) => void;
  /** Called with the index of the point under the cursor, `null` when it leaves. */
  onActivePointChange?: (index: number | null) => void;
}

/** Internal options: the visible x range in plot units, set by the chart from its `xDomain`. */
interface LineChartStateOptions extends UseLineChartOptions {
  xRange?: readonly [number, number];
}

/** The values of every shown series at the active point. */
export interface ActiveLineValue {
  series: LineSeries;
  /** Index of `series` among all series, for its colour. */
  seriesIndex: number;
  point: LinePoint;
  plotted: PlotPoint;
}

/** What {@link useLineChart} returns. */
export interface LineChartState {
  visibility: SeriesVisibility;
  visibleSeries: LineSeries[];
  /** Index of each shown series among all series. */
  visibleIndexes: number[];
  /** Plot points of the shown series, stacked when asked. */
  plot: PlotPoint[][];
  /** `plot` cut to the visible x range (and one point beyond each end). */
  shownPlot: (readonly PlotPoint[])[];
  /** The points the cursor steps through: the longest shown series within the visible range. */
  reference: readonly PlotPoint[];
  cursor: ChartCursor;
  active: ActiveLineValue[];
}

/** Owns a line chart's state: which series show, their plot points, and the point under the cursor. */
export function useLineChart({
  series,
  isStacked = false,
  hiddenSeries,
  defaultHiddenSeries,
  onHiddenSeriesChange,
  onActivePointChange,
  xRange,
}: LineChartStateOptions): LineChartState {
  const { visibility, visibleSeries, visibleIndexes } = useVisibleSeries(series, {
    hiddenSeries,
    defaultHiddenSeries,
    onHiddenSeriesChange,
  });
  const plot = useMemo(() => toPlotPoints(visibleSeries, isStacked), [visibleSeries, isStacked]);
  const from = xRange?.[0];
  const to = xRange?.[1];
  const shownPlot = useMemo(
    () =>
      from === undefined || to === undefined ? plot : plot.map((points) => sliceToRange(points, from, to)),
    [plot, from, to],
  );
  const reference = useMemo(
    () =>
      shownPlot.reduce<readonly PlotPoint[]>(
        (longest, points) => (points.length > longest.length ? points : longest),
        [],
      ),
    [shownPlot],
  );
  const cursor = useChartCursor({ count: reference.length, onActiveChange: onActivePointChange });

  const active = useMemo(() => {
    if (cursor.activeIndex === null) return [];
    const x = reference[cursor.activeIndex]!.x;
    return visibleSeries.flatMap((s, i) => {
      const index = nearestIndex(plot[i]!, x);
      if (index < 0) return [];
      return [
        { series: s, seriesIndex: visibleIndexes[i]!, point: s.data[index]!, plotted: plot[i]![index]! },
      ];
    });
  }, [cursor.activeIndex, reference, visibleSeries, visibleIndexes, plot]);

  return { visibility, visibleSeries, visibleIndexes, plot, shownPlot, reference, cursor, active };
}
