import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  constrainCrop,
  interpolateCrop,
  moveCrop,
  randomCrop,
  resizeCrop,
  type CropConstraints,
  type CropHandle,
  type CropRect,
} from './cropGeometry';

/** Options of {@link useImageCrop}. */
export interface UseImageCropOptions extends Omit<CropConstraints, 'bounds'> {
  /** The selection to start with, in image pixels; none when omitted. */
  defaultSelection?: CropRect;
  /** Length of an animated selection change, in milliseconds. */
  animationMs?: number;
}

/** The state of one crop, shared by the {@link ImageCrop} view and any controls around it. */
export interface ImageCropState {
  /** The selection as shown: always within the image and the current constraints; null when released. */
  selection: CropRect | null;
  /** The image's natural size, once it has loaded. */
  bounds: CropConstraints['bounds'] | null;
  constraints: CropConstraints | null;
  setBounds: (bounds: CropConstraints['bounds']) => void;
  select: (rect: CropRect) => void;
  /** Glides the selection to `rect` (at once when the user prefers reduced motion). */
  animateTo: (rect: CropRect) => void;
  /** Glides to a random selection that meets the constraints. */
  selectRandom: () => void;
  release: () => void;
  move: (dx: number, dy: number) => void;
  resize: (handle: CropHandle, dx: number, dy: number) => void;
  /** Arrow keys move, Shift+arrows resize, Control makes steps of 10 pixels; returns whether it handled the key. */
  handleKey: (event: KeyboardEvent) => boolean;
}

const keyDirections: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** Owns a crop selection over an image: constrained moves and resizes, animation, random pick and release. */
export function useImageCrop({
  defaultSelection,
  aspect,
  minSize,
  maxSize,
  animationMs = 600,
}: UseImageCropOptions = {}): ImageCropState {
  const [raw, setRaw] = useState<CropRect | null>(defaultSelection ?? null);
  const [bounds, setBounds] = useState<CropConstraints['bounds'] | null>(null);
  const frame = useRef(0);
  const constraints = useMemo(
    () => (bounds ? { bounds, aspect, minSize, maxSize } : null),
    [bounds, aspect, minSize, maxSize],
  );
  // Constraints apply to whatever was chosen, so toggling a ratio or limits reshapes the selection at once.
  const selection = useMemo(
    () => (raw && constraints ? constrainCrop(raw, constraints) : null),
    [raw, constraints],
  );

  const stop = () => cancelAnimationFrame(frame.current);
  useEffect(() => stop, []);

  const select = useCallback((rect: CropRect) => {
    stop();
    setRaw(rect);
  }, []);

  const animateTo = useCallback(
    (rect: CropRect) => {
      stop();
      const target = constraints ? constrainCrop(rect, constraints) : rect;
      const from = selection;
      if (!from || prefersReducedMotion()) {
        setRaw(target);
        return;
      }
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / animationMs);
        setRaw(interpolateCrop(from, target, progress));
        if (progress < 1) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [constraints, selection, animationMs],
  );

  const selectRandom = useCallback(() => {
    if (constraints) animateTo(randomCrop(constraints));
  }, [constraints, animateTo]);

  const release = useCallback(() => {
    stop();
    setRaw(null);
  }, []);

  const move = useCallback(
    (dx: number, dy: number) => {
      if (selection && constraints) select(moveCrop(selection, dx, dy, constraints));
    },
    [selection, constraints, select],
  );

  const resize = useCallback(
    (handle: CropHandle, dx: number, dy: number) => {
      if (selection && constraints) select(resizeCrop(selection, handle, dx, dy, constraints));
    },
    [selection, constraints, select],
  );

  const handleKey = useCallback(
    (event: KeyboardEvent) => {
      const direction = keyDirections[event.key];
      if (!direction || event.altKey) return false;
      const step = event.ctrlKey || event.metaKey ? 10 : 1;
      const [dx, dy] = [direction[0] * step, direction[1] * step];
      // Resizing pulls the bottom-right corner: right and down grow, left and up shrink.
      if (event.shiftKey) resize('se', dx, dy);
      else move(dx, dy);
      return true;
    },
    [move, resize],
  );

  return {
    selection,
    bounds,
    constraints,
    setBounds,
    select,
    animateTo,
    selectRandom,
    release,
    move,
    resize,
    handleKey,
  };
}
