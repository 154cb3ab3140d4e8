import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';

/** Options of `useMailList`: the ids in list order and what the keys do. */
export interface UseMailListOptions {
  /** Ids of the messages in the order they are listed. */
  ids: readonly string[];
  /** Enter on a message. */
  onOpen?: (id: string) => void;
  /** Delete on the list: the selected messages, or the focused one when none is selected. */
  onDelete?: (ids: string[]) => void;
}

/** State and handlers of a message list, as `useMailList` returns them. */
export interface MailListState {
  /** Index of the message that holds keyboard focus (the one row in the tab order). */
  focusedIndex: number;
  setFocusedIndex: (index: number) => void;
  selectedIds: ReadonlySet<string>;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Selects every message, or none when all are selected already. */
  toggleAll: () => void;
  clearSelection: () => void;
  isAllSelected: boolean;
  /** Keyboard handling for the list: arrows or j/k move, Home/End jump, Space selects, Enter opens, Delete deletes. */
  onKeyDown: (event: KeyboardEvent) => void;
}

/** Owns a message list's keyboard focus and selection; selection keeps only ids still listed. */
export function useMailList({ ids, onOpen, onDelete }: UseMailListOptions): MailListState {
  const [focused, setFocused] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const focusedIndex = Math.min(focused, Math.max(0, ids.length - 1));
  const listed = useMemo(() => new Set(ids), [ids]);
  const selectedIds = useMemo(
    () => new Set([...selected].filter((id) => listed.has(id))),
    [selected, listed],
  );
  const isAllSelected = ids.length > 0 && selectedIds.size === ids.length;

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const toggleAll = useCallback(
    () => setSelected(isAllSelected ? new Set() : new Set(ids)),
    [ids, isAllSelected],
  );
  const clearSelection = useCallback(() => setSelected(new Set()), []);

  const move = (index: number) => setFocused(Math.max(0, Math.min(ids.length - 1, index)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (ids.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const id = ids[focusedIndex]!;
    const moves: Record<string, number> = {
      ArrowDown: focusedIndex + 1,
      j: focusedIndex + 1,
      ArrowUp: focusedIndex - 1,
      k: focusedIndex - 1,
      Home: 0,
      End: ids.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) move(target);
    else if (event.key === 'Enter') onOpen?.(id);
    else if (event.key === ' ') toggle(id);
    else if (event.key === 'Delete') onDelete?.(selectedIds.size > 0 ? [...selectedIds] : [id]);
    else return;
    event.preventDefault();
  };

  return {
    focusedIndex,
    setFocusedIndex: setFocused,
    selectedIds,
    isSelected: (id) => selectedIds.has(id),
    toggle,
    toggleAll,
    clearSelection,
    isAllSelected,
    onKeyDown,
  };
}
