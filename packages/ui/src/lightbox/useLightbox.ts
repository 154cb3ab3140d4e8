import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { lightboxKeyAction, swipeStep, wrapIndex } from './lightboxSteps';

/** Options of {@link useLightbox}. */
export interface UseLightboxOptions {
  /** How many images the viewer pages through. */
  count: number;
  /** Index of the image shown, or `null` while the viewer is closed (controlled). */
  index?: number | null;
  /** Image shown at first, `null` (closed) by default (uncontrolled). */
  defaultIndex?: number | null;
  /** Called with the new index when the image changes, and with `null` when the viewer closes. */
  onIndexChange?: (index: number | null) => void;
  /** Reading direction: arrows and swipes follow it. Default `ltr`. */
  direction?: 'ltr' | 'rtl';
}

/** What {@link useLightbox} returns. */
export interface LightboxState {
  /** Index of the image shown, or `null` while closed. */
  index: number | null;
  isOpen: boolean;
  /** Opens the viewer on an image, or shows that image when it is open. */
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  close: () => void;
  /** Spread onto the open viewer: arrows page through the images, Home and End jump to the ends. */
  keyboardProps: { onKeyDown: (event: KeyboardEvent) => void };
  /** Spread onto the image's stage: a horizontal swipe shows the next or previous image. */
  swipeProps: {
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
    onPointerCancel: () => void;
  };
}

/** Owns which image an image viewer shows and turns keys and swipes into paging through the images. */
export function useLightbox({
  count,
  index: indexProp,
  defaultIndex = null,
  onIndexChange,
  direction = 'ltr',
}: UseLightboxOptions): LightboxState {
  const [index, setIndex] = useControlledState<number | null>(indexProp, defaultIndex, onIndexChange);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const show = useCallback((target: number) => setIndex(wrapIndex(target, 0, count)), [count, setIndex]);
  const step = useCallback(
    (delta: number) => {
      if (index !== null && count > 0) setIndex(wrapIndex(index, delta, count));
    },
    [count, index, setIndex],
  );
  const close = useCallback(() => setIndex(null), [setIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    const action = lightboxKeyAction(event.key, direction);
    if (!action) return;
    event.preventDefault();
    if ('step' in action) step(action.step);
    else setIndex(action.to === 'first' ? 0 : Math.max(count - 1, 0));
  };

  return {
    index,
    isOpen: index !== null,
    show,
    next: () => step(1),
    previous: () => step(-1),
    close,
    keyboardProps: { onKeyDown },
    swipeProps: {
      onPointerDown: (event) => {
        // A mouse drag selects or drags the picture; only touch and pen gestures page.
        if (event.pointerType === 'mouse') return;
        swipeStart.current = { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!start) return;
        const delta = swipeStep(event.clientX - start.x, event.clientY - start.y, direction);
        if (delta !== 0) step(delta);
      },
      onPointerCancel: () => {
        swipeStart.current = null;
      },
    },
  };
}
