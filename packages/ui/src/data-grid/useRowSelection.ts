import { useMemo, useState } from 'react';

/** How many rows a grid lets the user select: none, one at a time, or any number. */
export type DataGridSelectionMode = 'none' | 'single' | 'multiple';

/** Options of {@link useRowSelection}. */
export interface UseRowSelectionOptions {
  selectionMode?: DataGridSelectionMode;
  /** Ids of the selected rows, when the app owns the selection. */
  selectedRowIds?: readonly string[];
  /** Ids selected at first, when the grid owns the selection. */
  defaultSelectedRowIds?: readonly string[];
  /** Called with every selected id, in the order they were selected, whenever the selection changes. */
  onSelectionChange?: (ids: string[]) => void;
}

/** What {@link useRowSelection} hands the table: its selection as TanStack Table keeps it, and the setter. */
export interface RowSelection {
  mode: DataGridSelectionMode;
  ids: readonly string[];
  /** TanStack Table's form of the selection: one `true` entry per selected id. */
  state: Record<string, true>;
  /** Takes TanStack Table's updates (a value or an updater) and keeps the ids in selection order. */
  onStateChange: (
    update: Record<string, true> | ((old: Record<string, true>) => Record<string, true>),
  ) => void;
}

/** Ids of `next`, keeping the order of `previous` and adding new ones at the end. */
export function orderedSelection(previous: readonly string[], next: Record<string, true>): string[] {
  const kept = previous.filter((id) => next[id]);
  // A set, not a search of the list per id: selecting all of a big virtualised grid passes 100,000 ids.
  const known = new Set(previous);
  const added = Object.keys(next).filter((id) => next[id] && !known.has(id));
  return [...kept, ...added];
}

const toState = (ids: readonly string[]) =>
  Object.fromEntries(ids.map((id) => [id, true])) as Record<string, true>;
const noIds: readonly string[] = [];

/** Owns a grid's selected row ids, controlled by the app or kept by the grid, as react-aria's pairs are. */
export function useRowSelection({
  selectionMode = 'none',
  selectedRowIds,
  defaultSelectedRowIds = noIds,
  onSelectionChange,
}: UseRowSelectionOptions): RowSelection {
  const [ownIds, setOwnIds] = useState<readonly string[]>(defaultSelectedRowIds);
  const ids = selectedRowIds ?? ownIds;
  // Once per change of the ids, not per render: a selection can hold every row of a big grid.
  const state = useMemo(() => toState(ids), [ids]);
  return {
    mode: selectionMode,
    ids,
    state,
    onStateChange: (update) => {
      const next = orderedSelection(ids, typeof update === 'function' ? update(state) : update);
      if (selectedRowIds === undefined) setOwnIds(next);
      onSelectionChange?.(next);
    },
  };
}
