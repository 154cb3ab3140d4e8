import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** `ref`'s content width followed with a ResizeObserver; `isDeferred` hands each width over as a transition. */
function useObservedWidth(
  ref: RefObject<HTMLElement | null>,
  fixedWidth: number | undefined,
  isDeferred: boolean,
): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixedWidth !== undefined || !element) return undefined;
    const hasObserver = typeof ResizeObserver !== 'undefined';
    if (!isDeferred || !hasObserver) setMeasured(Math.floor(element.clientWidth));
    if (!hasObserver) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.floor(entry.contentRect.width);
      if (isDeferred) startTransition(() => setMeasured(width));
      else setMeasured(width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixedWidth, isDeferred]);
  return fixedWidth ?? measured;
}

/**
 * The content width of `ref`'s element for drawing a chart: 0 until the browser has laid the element out, then
 * its width, followed with a ResizeObserver. Each width arrives as a transition, so a page of charts paints
 * first and the charts draw in short slices after it; reading the width while the page was committed forced a
 * layout of the whole new page and drew every chart again in the same task (up to 800 ms of a phone's main
 * thread on a page of charts). Keep the element's height fixed meanwhile so nothing moves. A `fixedWidth` skips
 * measuring, which keeps server rendering and benchmarks deterministic.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>, fixedWidth?: number): number {
  return useObservedWidth(ref, fixedWidth, true);
}

/** The content width of `ref`'s element before the browser paints it, for a layout that depends on it. */
export function useLayoutWidth(ref: RefObject<HTMLElement | null>): number {
  return useObservedWidth(ref, undefined, false);
}
