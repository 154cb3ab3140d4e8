import { useCallback, useMemo, useState } from 'react';
import { xExtent, xNumber, type LineSeries } from './lineChartModel';
import { isFullRange, panRange, zoomRange, type XRange } from './timeSeriesZoom';

/** Options of {@link useTimeSeriesZoom}: the series and a controlled or uncontrolled visible range. */
export interface UseTimeSeriesZoomOptions {
  series: readonly LineSeries[];
  /** Visible range (controlled); `null` shows everything. */
  range?: XRange | null;
  defaultRange?: XRange | null;
  onRangeChange?: (range: XRange | null) => void;
}

/** What {@link useTimeSeriesZoom} returns. */
export interface TimeSeriesZoom {
  /** The whole data extent. */
  extent: XRange;
  /** The visible range, the extent when not zoomed. */
  visibleRange: XRange;
  isZoomed: boolean;
  setRange: (range: XRange | null) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  /** Zoom by `factor` keeping `x` under the pointer. */
  zoomAt: (x: number, factor: number) => void;
  /** Shift by a quarter of the visible width; `-1` towards the start. */
  pan: (direction: -1 | 1) => void;
  reset: () => void;
}

/** Owns the visible x range of a time series: zoom, pan and reset, within the data's extent. */
export function useTimeSeriesZoom({
  series,
  range: controlled,
  defaultRange = null,
  onRangeChange,
}: UseTimeSeriesZoomOptions): TimeSeriesZoom {
  const [uncontrolled, setUncontrolled] = useState<XRange | null>(defaultRange);
  const current = controlled === undefined ? uncontrolled : controlled;
  const extent = useMemo<XRange>(
    () => xExtent(series.map((s) => s.data.map((p) => ({ x: xNumber(p.x), y0: 0, y1: p.y })))),
    [series],
  );
  const visibleRange = current ?? extent;

  const setRange = useCallback(
    (next: XRange | null) => {
      const value = next && !isFullRange(extent, next) ? next : null;
      if (controlled === undefined) setUncontrolled(value);
      onRangeChange?.(value);
    },
    [controlled, extent, onRangeChange],
  );
  const zoomAt = useCallback(
    (x: number, factor: number) => setRange(zoomRange(extent, visibleRange, factor, x)),
    [extent, visibleRange, setRange],
  );
  return {
    extent,
    visibleRange,
    isZoomed: current !== null,
    setRange,
    zoomAt,
    zoomIn: () => setRange(zoomRange(extent, visibleRange, 0.5)),
    zoomOut: () => setRange(zoomRange(extent, visibleRange, 2)),
    pan: (direction) => setRange(panRange(extent, visibleRange, direction * 0.25)),
    reset: () => setRange(null),
  };
}
