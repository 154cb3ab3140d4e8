/** A crop selection in image pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a selection must keep to: the image's size, and optionally an aspect ratio and size limits. */
export interface CropConstraints {
  /** The image's natural width and height. */
  bounds: { width: number; height: number };
  /** Width divided by height, e.g. 4 / 3; free when omitted. */
  aspect?: number;
  minSize?: { width: number; height: number };
  maxSize?: { width: number; height: number };
}

/** A resize handle: the edges it moves (`n`orth, `e`ast, `s`outh, `w`est). */
export type CropHandle = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';

/** The eight handles, clockwise from the top. */
export const cropHandles: readonly CropHandle[] = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'];

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

/** The width and height closest to the given ones that meet the constraints (aspect ratio first). */
export function constrainSize(
  width: number,
  height: number,
  constraints: CropConstraints,
  driver: 'width' | 'height' = 'width',
) {
  const { bounds, aspect, minSize, maxSize } = constraints;
  const minW = Math.min(minSize?.width ?? 1, bounds.width);
  const minH = Math.min(minSize?.height ?? 1, bounds.height);
  const maxW = Math.min(maxSize?.width ?? Infinity, bounds.width);
  const maxH = Math.min(maxSize?.height ?? Infinity, bounds.height);
  let w = clamp(width, minW, maxW);
  let h = clamp(height, minH, maxH);
  if (aspect) {
    if (driver === 'width') h = w / aspect;
    else w = h * aspect;
    // Bring the pair back within the limits without losing the ratio.
    const shrink = Math.min(1, maxW / w, maxH / h);
    w *= shrink;
    h *= shrink;
    const grow = Math.max(1, minW / w, minH / h);
    if (w * grow <= maxW && h * grow <= maxH) {
      w *= grow;
      h *= grow;
    }
  }
  return { width: Math.round(w), height: Math.round(h) };
}

/** `rect` moved by `dx`, `dy`, kept whole inside the image. */
export function moveCrop(rect: CropRect, dx: number, dy: number, constraints: CropConstraints): CropRect {
  const { bounds } = constraints;
  return {
    ...rect,
    x: clamp(Math.round(rect.x + dx), 0, bounds.width - rect.width),
    y: clamp(Math.round(rect.y + dy), 0, bounds.height - rect.height),
  };
}

/**
 * `rect` with the edges of `handle` moved by `dx`, `dy`; the opposite corner or edge stays put and the result
 * meets the constraints and stays inside the image.
 */
export function resizeCrop(
  rect: CropRect,
  handle: CropHandle,
  dx: number,
  dy: number,
  constraints: CropConstraints,
): CropRect {
  const { bounds } = constraints;
  const movesWest = handle.includes('w');
  const movesNorth = handle.includes('n');
  const movesX = movesWest || handle.includes('e');
  const movesY = movesNorth || handle.includes('s');
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  // Room left between the fixed side and the image's edge in the direction the handle pulls.
  const roomX = movesWest ? right : bounds.width - rect.x;
  const roomY = movesNorth ? bottom : bounds.height - rect.y;
  const wanted = {
    width: Math.min(movesX ? rect.width + (movesWest ? -dx : dx) : rect.width, roomX),
    height: Math.min(movesY ? rect.height + (movesNorth ? -dy : dy) : rect.height, roomY),
  };
  const size = constrainSize(
    wanted.width,
    wanted.height,
    {
      ...constraints,
      maxSize: {
        width: Math.min(constraints.maxSize?.width ?? Infinity, roomX),
        height: Math.min(constraints.maxSize?.height ?? Infinity, roomY),
      },
    },
    movesX ? 'width' : 'height',
  );
  return {
    x: movesWest ? right - size.width : rect.x,
    y: movesNorth ? bottom - size.height : rect.y,
    ...size,
  };
}

/** The selection spanned by two points (a drag from `from` to `to`), meeting the constraints. */
export function cropFromPoints(
  from: { x: number; y: number },
  to: { x: number; y: number },
  constraints: CropConstraints,
): CropRect {
  const { bounds } = constraints;
  const start = { x: clamp(from.x, 0, bounds.width), y: clamp(from.y, 0, bounds.height) };
  const handle = `${to.y < start.y ? 'n' : 's'}${to.x < start.x ? 'w' : 'e'}` as CropHandle;
  return resizeCrop(
    { x: start.x, y: start.y, width: 0, height: 0 },
    handle,
    to.x - start.x,
    to.y - start.y,
    constraints,
  );
}

/** `rect` adjusted to meet the constraints, keeping its top-left corner where it can. */
export function constrainCrop(rect: CropRect, constraints: CropConstraints): CropRect {
  const size = constrainSize(rect.width, rect.height, constraints);
  return moveCrop({ ...rect, ...size }, 0, 0, constraints);
}

/** A random selection that meets the constraints; `random` returns numbers in [0, 1). */
export function randomCrop(constraints: CropConstraints, random: () => number = Math.random): CropRect {
  const { bounds } = constraints;
  const size = constrainSize(
    bounds.width * (0.2 + random() * 0.6),
    bounds.height * (0.2 + random() * 0.6),
    constraints,
  );
  return {
    ...size,
    x: Math.round(random() * (bounds.width - size.width)),
    y: Math.round(random() * (bounds.height - size.height)),
  };
}

/** The selection `progress` (0 to 1) of the way from `from` to `to`, eased in and out. */
export function interpolateCrop(from: CropRect, to: CropRect, progress: number): CropRect {
  const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
  const mix = (a: number, b: number) => Math.round(a + (b - a) * eased);
  return {
    x: mix(from.x, to.x),
    y: mix(from.y, to.y),
    width: mix(from.width, to.width),
    height: mix(from.height, to.height),
  };
}
