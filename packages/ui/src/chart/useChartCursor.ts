import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Options of {@link useChartCursor}. */
export interface UseChartCursorOptions {
  /** How many points the cursor moves through. */
  count: number;
  /** Called when the active point changes, `null` when the cursor leaves. */
  onActiveChange?: (index: number | null) => void;
}

/** What {@link useChartCursor} returns. */
export interface ChartCursor {
  /** The point under the pointer or keyboard cursor, clamped to the data. */
  activeIndex: number | null;
  setActiveIndex: (index: number | null) => void;
  isFocused: boolean;
  /** Spread on the single focusable overlay of the plot. */
  overlayProps: {
    tabIndex: number;
    onKeyDown: (event: KeyboardEvent) => void;
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
    onPointerLeave: () => void;
  };
}

/**
 * Owns the active point of a chart and moves it with the keyboard: one focusable overlay for the whole plot
 * keeps the tab order short and scales to thousands of points, where a focusable element per point would not.
 * Arrows step, Page keys jump a tenth, Home/End go to the ends, Escape hides the tooltip. (react-aria has no
 * hook for a cursor over arbitrary data points, so the few keys are handled here.)
 */
export function useChartCursor({ count, onActiveChange }: UseChartCursorOptions): ChartCursor {
  const [rawIndex, setRawIndex] = useState<number | null>(null);
  const [isFocused, setIsFocused] = useState(false);
  const activeIndex = rawIndex === null || count === 0 ? null : Math.min(rawIndex, count - 1);

  const setActiveIndex = useCallback(
    (index: number | null) => {
      setRawIndex(index);
      if (index !== rawIndex) onActiveChange?.(index);
    },
    [rawIndex, onActiveChange],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (count === 0) return;
      const current = activeIndex ?? 0;
      const page = Math.max(1, Math.round(count / 10));
      const moves: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowUp: current + 1,
        ArrowLeft: current - 1,
        ArrowDown: current - 1,
        PageUp: current + page,
        PageDown: current - page,
        Home: 0,
        End: count - 1,
      };
      if (event.key === 'Escape') {
        setActiveIndex(null);
        return;
      }
      const next = moves[event.key];
      if (next === undefined) return;
      event.preventDefault();
      setActiveIndex(Math.max(0, Math.min(count - 1, next)));
    },
    [activeIndex, count, setActiveIndex],
  );

  const onFocus = useCallback(() => {
    setIsFocused(true);
    if (count > 0) setActiveIndex(activeIndex ?? 0);
  }, [activeIndex, count, setActiveIndex]);

  const onBlur = useCallback(() => {
    setIsFocused(false);
    setActiveIndex(null);
  }, [setActiveIndex]);

  const onPointerLeave = useCallback(() => {
    if (!isFocused) setActiveIndex(null);
  }, [isFocused, setActiveIndex]);

  return {
    activeIndex,
    setActiveIndex,
    isFocused,
    overlayProps: { tabIndex: 0, onKeyDown, onFocus, onBlur, onPointerLeave },
  };
}
