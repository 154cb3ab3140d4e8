import { useState } from 'react';

/** Options of {@link useRowExpansion}. */
export interface UseRowExpansionOptions {
  /** Ids of the rows whose details are open, when the app owns them. */
  expandedRowIds?: readonly string[];
  /** Ids open at first, when the grid owns them. */
  defaultExpandedRowIds?: readonly string[];
  /** Called with every open id, in the order they were opened, whenever a row opens or closes. */
  onExpandedChange?: (ids: string[]) => void;
}

/** Which rows show their details under them, and how to open and close them. */
export interface RowExpansion {
  /** Open ids in the order they were opened, on any page. */
  ids: readonly string[];
  isExpanded: (rowId: string) => boolean;
  setExpanded: (rowId: string, isExpanded: boolean) => void;
  /** Opens a closed row, closes an open one. */
  toggle: (rowId: string) => void;
}

const noIds: readonly string[] = [];

/**
 * Owns the ids of a grid's expanded rows (the rows showing their hidden fields or child detail), controlled by
 * the app or kept here. Renders nothing.
 */
export function useRowExpansion({
  expandedRowIds,
  defaultExpandedRowIds = noIds,
  onExpandedChange,
}: UseRowExpansionOptions = {}): RowExpansion {
  const [ownIds, setOwnIds] = useState<readonly string[]>(defaultExpandedRowIds);
  const ids = expandedRowIds ?? ownIds;
  const setExpanded = (rowId: string, isExpanded: boolean) => {
    if (ids.includes(rowId) === isExpanded) return;
    const next = isExpanded ? [...ids, rowId] : ids.filter((id) => id !== rowId);
    if (expandedRowIds === undefined) setOwnIds(next);
    onExpandedChange?.(next);
  };
  return {
    ids,
    isExpanded: (rowId) => ids.includes(rowId),
    setExpanded,
    toggle: (rowId) => setExpanded(rowId, !ids.includes(rowId)),
  };
}
