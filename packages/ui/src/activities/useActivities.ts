import { useCallback, useRef, useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { useOverlayTriggerState } from 'react-stately';

/** One activity type, drawn as a tab such as "Msgs (14)". */
export interface ActivityType {
  /** Stable key, e.g. `msgs`; the caller loads that type's items with it. */
  type: string;
  title: string;
  /** Number of entries of this type, shown after the title. */
  count: number;
}

/** The header badge's starting count, the default of `defaultCount`. */
export const ACTIVITIES_INITIAL_COUNT = 21;

/** Options of {@link useActivities}. */
export interface UseActivitiesOptions {
  types: readonly ActivityType[];
  /** Selected type (controlled); falls back to the first type when it is not among `types`. */
  selectedType?: string;
  /** Initially selected type (uncontrolled); the first type when omitted. */
  defaultSelectedType?: string;
  onSelectedTypeChange?: (type: string) => void;
  /** Badge count (controlled). */
  count?: number;
  /** Initial badge count (uncontrolled). Default 21. */
  defaultCount?: number;
  onCountChange?: (count: number) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Time of the last update (controlled); the caller then keeps it current after a refresh. */
  lastUpdated?: Date;
  /** Time of the last update at first render (uncontrolled); the mount time when omitted. */
  defaultLastUpdated?: Date;
  /** Reloads the activities; a returned promise keeps the refresh pending until it settles. */
  onRefresh?: () => unknown;
  /** Clock for "last updated"; the system clock by default. */
  clock?: () => Date;
}

/** Badge count after the dropdown opens or closes: opening marks everything as seen. */
export function countAfterOpenChange(count: number, isOpen: boolean): number {
  return isOpen ? 0 : count;
}

/** The type whose tab is shown: `type` when it exists, else the first type, else `null` (no types). */
export function resolveSelectedType(
  types: readonly ActivityType[],
  type: string | null | undefined,
): string | null {
  if (type != null && types.some((candidate) => candidate.type === type)) return type;
  return types[0]?.type ?? null;
}

/**
 * Accessible name of the header trigger, e.g. "Activities, 21 new". It keeps the count at 0 too, since the
 * badge still shows "0" and a name should contain the visible text.
 */
export function activitiesTriggerLabel(count: number): string {
  return `Activities, ${count} new`;
}

/** Duration of the open and close fade: the theme's `fade` (150 ms), or none for reduced motion. */
export function fadeDuration(fade: number, prefersReducedMotion: boolean): number {
  return prefersReducedMotion ? 0 : fade;
}

/**
 * Runs a refresh and resolves with the time it finished, or `undefined` when it failed. It never rejects:
 * the caller reports a failure through the dropdown's `error`, and the last good time stays.
 */
export async function runRefresh(
  onRefresh: (() => unknown) | undefined,
  now: () => Date,
): Promise<Date | undefined> {
  try {
    await onRefresh?.();
    return now();
  } catch {
    return undefined;
  }
}

const systemClock = () => new Date();

/**
 * Owns the activities dropdown's state: open or closed, the badge count (reset to 0 on open), the selected
 * activity type and the "last updated" time with its refresh.
 */
export function useActivities({
  types,
  selectedType: selectedTypeProp,
  defaultSelectedType,
  onSelectedTypeChange,
  count: countProp,
  defaultCount = ACTIVITIES_INITIAL_COUNT,
  onCountChange,
  isOpen: isOpenProp,
  defaultOpen = false,
  onOpenChange,
  lastUpdated: lastUpdatedProp,
  defaultLastUpdated,
  onRefresh,
  clock = systemClock,
}: UseActivitiesOptions) {
  const isInitiallyOpen = isOpenProp ?? defaultOpen;
  const [count, setCount] = useControlledState<number>(
    countProp,
    countAfterOpenChange(defaultCount, isInitiallyOpen),
    onCountChange,
  );
  const overlay = useOverlayTriggerState({
    isOpen: isOpenProp,
    defaultOpen,
    onOpenChange: (isOpen) => {
      setCount((current) => countAfterOpenChange(current, isOpen));
      onOpenChange?.(isOpen);
    },
  });

  const [rawSelectedType, setRawSelectedType] = useControlledState<string | null, string>(
    selectedTypeProp,
    defaultSelectedType ?? null,
    onSelectedTypeChange,
  );
  const selectedType = resolveSelectedType(types, rawSelectedType);
  const setSelectedType = useCallback(
    (type: string) => {
      if (type !== selectedType) setRawSelectedType(type);
    },
    [selectedType, setRawSelectedType],
  );

  const [initialTime] = useState(() => defaultLastUpdated ?? clock());
  const [lastUpdated, setLastUpdated] = useControlledState<Date>(lastUpdatedProp, initialTime);
  const [isRefreshing, setRefreshing] = useState(false);
  // A ref as well as state: two presses in one frame must not start two refreshes.
  const pending = useRef(false);
  const refresh = useCallback(async () => {
    if (pending.current) return;
    pending.current = true;
    setRefreshing(true);
    const finishedAt = await runRefresh(onRefresh, clock);
    pending.current = false;
    setRefreshing(false);
    if (finishedAt) setLastUpdated(finishedAt);
  }, [onRefresh, clock, setLastUpdated]);

  return {
    isOpen: overlay.isOpen,
    setOpen: overlay.setOpen,
    open: overlay.open,
    close: overlay.close,
    toggle: overlay.toggle,
    /** Current badge count. */
    count,
    /** Key of the shown type, or `null` when there are no types. */
    selectedType,
    setSelectedType,
    lastUpdated,
    /** Calls `onRefresh` and, once it succeeds, moves `lastUpdated` to now; ignored while one is pending. */
    refresh,
    isRefreshing,
  };
}

/** What {@link useActivities} returns. */
export type ActivitiesState = ReturnType<typeof useActivities>;
