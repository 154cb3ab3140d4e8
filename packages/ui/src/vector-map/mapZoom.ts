/**
 * Web-map zoom levels, as slippy tile maps count them, translated for an SVG map drawn with d3's Mercator.
 *
 * At web zoom `z` the whole world is one tile of 256 pixels doubled `z` times: 256 · 2^z pixels around the
 * equator. d3's Mercator draws the equator 2π · scale long, so the same view needs scale = 256 · 2^z / (2π);
 * zoom 8 is a scale of about 10,430, where 800 units span some 4.4 degrees of longitude. One unit of the map's
 * coordinate space counts as one pixel, which holds when the map is shown at its natural width.
 */

/** Pixels across the world at web zoom 0: one standard tile. */
export const tileSize = 256;

/** The d3 Mercator `scale` that shows the world as large as a web map does at `zoom`. */
export function webZoomToScale(zoom: number, size: number = tileSize): number {
  return (size * 2 ** zoom) / (2 * Math.PI);
}

/** The web zoom level a d3 Mercator `scale` corresponds to; the inverse of {@link webZoomToScale}. */
export function scaleToWebZoom(scale: number, size: number = tileSize): number {
  return Math.log2((2 * Math.PI * scale) / size);
}

/** `zoom` kept within `min` and `max`. */
export function clampZoom(zoom: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, zoom));
}

/** How much a map drawn at web zoom `baseZoom` must be magnified to show web zoom `zoom`. */
export function zoomFactor(zoom: number, baseZoom: number): number {
  return 2 ** (zoom - baseZoom);
}

/** The web zoom shown when a map drawn at `baseZoom` is magnified by `factor`; inverse of {@link zoomFactor}. */
export function zoomOfFactor(factor: number, baseZoom: number): number {
  return baseZoom + Math.log2(factor);
}

// Pinch and wheel leave fractional levels with rounding noise (7.9999999); that noise is not a level apart.
const tolerance = 1e-6;

/**
 * The next whole zoom level in direction `step` (+1 in, -1 out) from `zoom`, within `min` and `max`: from 7.4,
 * zooming in gives 8 and zooming out gives 7, as the buttons of a web map do.
 */
export function stepZoom(zoom: number, step: 1 | -1, min: number, max: number): number {
  const next = step > 0 ? Math.floor(zoom + tolerance) + 1 : Math.ceil(zoom - tolerance) - 1;
  return clampZoom(next, min, max);
}
