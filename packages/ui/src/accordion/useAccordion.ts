import { useCallback, useMemo } from 'react';
import type { Key } from 'react-stately';
import { useControlledState } from 'react-stately/useControlledState';

/** The expanded set after expanding or collapsing `key`; in single mode expanding closes the others. */
export function setKeyExpanded(
  current: ReadonlySet<Key>,
  key: Key,
  isExpanded: boolean,
  allowsMultipleExpanded: boolean,
): Set<Key> {
  if (!isExpanded) {
    const next = new Set(current);
    next.delete(key);
    return next;
  }
  if (!allowsMultipleExpanded) return new Set([key]);
  return new Set(current).add(key);
}

/** The expanded set after pressing the header of `key`. */
export function toggleExpandedKey(
  current: ReadonlySet<Key>,
  key: Key,
  allowsMultipleExpanded: boolean,
): Set<Key> {
  return setKeyExpanded(current, key, !current.has(key), allowsMultipleExpanded);
}

/** Makes a given set of keys valid for the mode: single mode keeps only the first key. */
export function normalizeExpandedKeys(keys: Iterable<Key>, allowsMultipleExpanded: boolean): Set<Key> {
  const all = new Set(keys);
  if (allowsMultipleExpanded || all.size <= 1) return all;
  const [first] = all;
  return new Set(first === undefined ? [] : [first]);
}

/** Options of {@link useAccordion}. */
export interface UseAccordionOptions {
  /** Let several items stay open at once; otherwise opening one closes the rest. */
  allowsMultipleExpanded?: boolean;
  /** Open items (controlled). */
  expandedKeys?: Iterable<Key>;
  /** Initially open items (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  /** Items whose headers cannot be pressed; they keep their current state. */
  disabledKeys?: Iterable<Key>;
  /** Disables every item. */
  isDisabled?: boolean;
}

/** Expanded-items state of an accordion, without markup. */
export interface AccordionState {
  expandedKeys: Set<Key>;
  allowsMultipleExpanded: boolean;
  isExpanded: (key: Key) => boolean;
  isDisabled: (key: Key) => boolean;
  /** Opens or closes `key`; ignored for disabled items. */
  setExpanded: (key: Key, isExpanded: boolean) => void;
  toggle: (key: Key) => void;
}

/** Owns which accordion items are open (controlled or not), in single or multiple mode, honouring disabled items. */
export function useAccordion({
  allowsMultipleExpanded = false,
  expandedKeys: expandedProp,
  defaultExpandedKeys,
  onExpandedChange,
  disabledKeys,
  isDisabled = false,
}: UseAccordionOptions = {}): AccordionState {
  const controlled = useMemo(
    () =>
      expandedProp === undefined ? undefined : normalizeExpandedKeys(expandedProp, allowsMultipleExpanded),
    [expandedProp, allowsMultipleExpanded],
  );
  const [expandedKeys, setExpandedKeys] = useControlledState<Set<Key>>(
    controlled,
    normalizeExpandedKeys(defaultExpandedKeys ?? [], allowsMultipleExpanded),
    onExpandedChange,
  );
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);
  const isKeyDisabled = useCallback((key: Key) => isDisabled || disabled.has(key), [isDisabled, disabled]);
  const setExpanded = useCallback(
    (key: Key, isExpanded: boolean) => {
      if (isKeyDisabled(key) || expandedKeys.has(key) === isExpanded) return;
      setExpandedKeys(setKeyExpanded(expandedKeys, key, isExpanded, allowsMultipleExpanded));
    },
    [isKeyDisabled, expandedKeys, setExpandedKeys, allowsMultipleExpanded],
  );
  return {
    expandedKeys,
    allowsMultipleExpanded,
    isExpanded: (key) => expandedKeys.has(key),
    isDisabled: isKeyDisabled,
    setExpanded,
    toggle: (key) => setExpanded(key, !expandedKeys.has(key)),
  };
}
