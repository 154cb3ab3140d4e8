import type { RefObject } from 'react';
import { useElementWidth } from '../element-width/useElementWidth';

/**
 * The content width of `ref`'s element for drawing a chart: 0 until the browser has laid the element out, then
 * its width, followed with a ResizeObserver. Each width arrives as a transition, so a page of charts paints
 * first and the charts draw in short slices after it; reading the width while the page was committed forced a
 * layout of the whole new page and drew every chart again in the same task (up to 800 ms of a phone's main
 * thread on a page of charts). Keep the element's height fixed meanwhile so nothing moves. A `fixedWidth` skips
 * measuring, which keeps server rendering and benchmarks deterministic.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>, fixedWidth?: number): number {
  const measured = useElementWidth(ref, { isActive: fixedWidth === undefined, isDeferred: true });
  return fixedWidth ?? measured ?? 0;
}
