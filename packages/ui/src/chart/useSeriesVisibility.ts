import { useCallback, useMemo, useState } from 'react';

/** Options of {@link useSeriesVisibility}: controlled or uncontrolled hidden series. */
export interface UseSeriesVisibilityOptions {
  /** Keys of the hidden series (controlled). */
  hiddenKeys?: readonly string[];
  /** Keys hidden at first (uncontrolled). */
  defaultHiddenKeys?: readonly string[];
  /** Called with the new hidden keys when a series is toggled. */
  onHiddenKeysChange?: (hiddenKeys: string[]) => void;
}

/** What {@link useSeriesVisibility} returns. */
export interface SeriesVisibility {
  /** Keys of the shown series, in the order given. */
  visibleKeys: string[];
  hiddenKeys: ReadonlySet<string>;
  isVisible: (key: string) => boolean;
  /** Whether toggling `key` would change anything: the last shown series cannot be hidden. */
  canToggle: (key: string) => boolean;
  toggle: (key: string) => void;
}

/**
 * Owns which series of a chart are shown. The last visible series cannot be hidden, because an empty plot
 * with a legend of all-off buttons reads as broken; its toggle is a no-op and `canToggle` says so.
 */
export function useSeriesVisibility(
  seriesKeys: readonly string[],
  options: UseSeriesVisibilityOptions = {},
): SeriesVisibility {
  const { hiddenKeys: controlled, defaultHiddenKeys = [], onHiddenKeysChange } = options;
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultHiddenKeys);
  const current = controlled ?? uncontrolled;
  const hiddenKeys = useMemo(() => new Set(current), [current]);
  const visibleKeys = useMemo(
    () => seriesKeys.filter((key) => !hiddenKeys.has(key)),
    [seriesKeys, hiddenKeys],
  );

  const isVisible = useCallback((key: string) => !hiddenKeys.has(key), [hiddenKeys]);
  const canToggle = useCallback(
    (key: string) => hiddenKeys.has(key) || visibleKeys.length > 1,
    [hiddenKeys, visibleKeys],
  );
  const toggle = useCallback(
    (key: string) => {
      if (!canToggle(key)) return;
      const next = hiddenKeys.has(key) ? current.filter((k) => k !== key) : [...current, key];
      if (controlled === undefined) setUncontrolled(next);
      onHiddenKeysChange?.(next);
    },
    [canToggle, hiddenKeys, current, controlled, onHiddenKeysChange],
  );
  return { visibleKeys, hiddenKeys, isVisible, canToggle, toggle };
}
