/** A visible x range `[from, to]` in plot units (dates as epoch ms). */
export type XRange = readonly [number, number];

/** The narrowest range zoom allows, as a share of the whole extent, so a zoom never collapses to a point. */
const minimumShare = 1 / 1000;

/** Moves `range` inside `extent` without changing its width (or returns the extent when wider). */
export function clampRange(extent: XRange, range: XRange): XRange {
  const width = range[1] - range[0];
  const full = extent[1] - extent[0];
  if (width >= full) return extent;
  const from = Math.min(Math.max(range[0], extent[0]), extent[1] - width);
  return [from, from + width];
}

/** Whether `range` shows all of `extent`. */
export function isFullRange(extent: XRange, range: XRange): boolean {
  return range[0] <= extent[0] && range[1] >= extent[1];
}

/**
 * Scales `range` by `factor` around `center` (default its middle): below 1 zooms in, above 1 out. The result
 * stays inside `extent` and no narrower than a thousandth of it.
 */
export function zoomRange(extent: XRange, range: XRange, factor: number, center?: number): XRange {
  const full = extent[1] - extent[0];
  const pivot = Math.min(Math.max(center ?? (range[0] + range[1]) / 2, range[0]), range[1]);
  const width = Math.min(full, Math.max(full * minimumShare, (range[1] - range[0]) * factor));
  const share = range[1] === range[0] ? 0.5 : (pivot - range[0]) / (range[1] - range[0]);
  return clampRange(extent, [pivot - width * share, pivot - width * share + width]);
}

/** Shifts `range` by `fraction` of its width (negative: towards the start), stopping at the extent's ends. */
export function panRange(extent: XRange, range: XRange, fraction: number): XRange {
  const shift = (range[1] - range[0]) * fraction;
  return clampRange(extent, [range[0] + shift, range[1] + shift]);
}
