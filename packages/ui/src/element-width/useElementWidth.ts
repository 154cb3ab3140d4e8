import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** Options of {@link useElementWidth}. */
export interface ElementWidthOptions {
  /** Whether to measure at all; when false the width is undefined and nothing observes the element. */
  isActive?: boolean;
  /**
   * Hands each width over as a transition, the first one included (from the ResizeObserver, after the
   * browser has laid the element out): for what may draw a moment after the page paints, not for a layout
   * that must be right in the first paint.
   */
  isDeferred?: boolean;
}

/**
 * The content width of `ref`'s element in whole pixels, followed with a ResizeObserver; undefined until
 * measured. Without `isDeferred` the first width is read before the browser paints.
 */
export function useElementWidth(
  ref: RefObject<HTMLElement | null>,
  { isActive = true, isDeferred = false }: ElementWidthOptions = {},
): number | undefined {
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!isActive || !element) return undefined;
    const hasObserver = typeof ResizeObserver !== 'undefined';
    if (!isDeferred || !hasObserver) setWidth(Math.floor(element.clientWidth));
    if (!hasObserver) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const measured = Math.floor(entry.contentRect.width);
      if (isDeferred) startTransition(() => setWidth(measured));
      else setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isActive, isDeferred]);
  return isActive ? width : undefined;
}
