import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The content width of `ref`'s element, followed with a ResizeObserver. A `fixedWidth` skips measuring, which
 * keeps server rendering and benchmarks deterministic.
 */
export function useChartWidth(ref: RefObject<HTMLElement | null>, fixedWidth?: number): number {
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixedWidth !== undefined || !element) return undefined;
    setMeasured(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setMeasured(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixedWidth]);
  return fixedWidth ?? measured;
}
