import { useEffect, useState, type RefObject } from 'react';

/** Options of {@link useHasBeenVisible}. */
export interface UseHasBeenVisibleOptions {
  /**
   * Grows (positive) or shrinks (negative) the viewport before testing, as CSS margins, e.g. `200px` to
   * start a little before the element scrolls in. Default `0px`.
   */
  rootMargin?: string;
  /** Start as visible, e.g. while printing or in tests that need everything at once. Default false. */
  isInitiallyVisible?: boolean;
}

/**
 * Whether the element has ever been in (or within `rootMargin` of) the viewport. It stays true once set, so
 * content rendered on first sight keeps its state when scrolled away. Where IntersectionObserver is missing
 * the element counts as visible at once: deferring must never hide content.
 */
export function useHasBeenVisible(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', isInitiallyVisible = false }: UseHasBeenVisibleOptions = {},
): boolean {
  const [hasBeenVisible, setHasBeenVisible] = useState(isInitiallyVisible);
  useEffect(() => {
    const element = ref.current;
    if (hasBeenVisible || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasBeenVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, hasBeenVisible]);
  return hasBeenVisible || !canObserve();
}

function canObserve(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}
