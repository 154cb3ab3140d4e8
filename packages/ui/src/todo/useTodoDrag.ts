import { useCallback, useMemo, useState } from 'react';
import {
  closestCenter,
  closestCorners,
  pointerWithin,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { TodoBoardStrings } from './todoBoardStrings';
import { isTodoState, moveTodo, todosByLane, type Todo, type TodoState } from './todoTransitions';

const lanePrefix = 'lane:';

/** Droppable id of a lane; prefixed so it never equals a to-do's id. */
export const laneDropId = (lane: TodoState) => `${lanePrefix}${lane}`;

function laneOfDropId(id: UniqueIdentifier): TodoState | null {
  const text = String(id);
  const lane = text.startsWith(lanePrefix) ? text.slice(lanePrefix.length) : null;
  return isTodoState(lane) ? lane : null;
}

/** Data each sortable to-do hands dnd-kit, read back by the announcements. */
export interface TodoDragData {
  title: string;
  lane: TodoState;
}

const titleOf = (active: Active) => (active.data.current as TodoDragData | undefined)?.title ?? '';

/** Options of {@link useTodoDrag}. */
export interface UseTodoDragOptions {
  todos: readonly Todo[];
  /** Commits a drop: the to-do, its new lane and its index in that lane. */
  onMove: (id: string, lane: TodoState, index: number) => void;
  strings: TodoBoardStrings;
}

/**
 * Owns a drag in progress: a preview of the list with the dragged to-do already in the lane it hovers, so
 * lanes open a gap for it (empty lanes included); the drop commits once through `onMove`, Escape restores.
 */
export function useTodoDrag({ todos, onMove, strings }: UseTodoDragOptions) {
  const [preview, setPreview] = useState<readonly Todo[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const shown = preview ?? todos;
  const lanes = useMemo(() => todosByLane(shown), [shown]);
  const activeTodo = activeId === null ? null : (shown.find((todo) => todo._id === activeId) ?? null);

  const laneOf = useCallback(
    (id: UniqueIdentifier, list: readonly Todo[]): TodoState | null =>
      laneOfDropId(id) ?? list.find((todo) => todo._id === String(id))?.state ?? null,
    [],
  );

  // The pointer picks the lane it is in; inside a lane, the nearest to-do. The keyboard has no pointer and
  // falls back to corners, which matches how sortableKeyboardCoordinates places the dragged rectangle.
  const collisionDetection = useCallback<CollisionDetection>(
    (args) => {
      const withinPointer = pointerWithin(args);
      const hits = withinPointer.length > 0 ? withinPointer : closestCorners(args);
      const lane = hits[0] ? laneOfDropId(hits[0].id) : null;
      if (lane === null) return hits;
      const ids = new Set(lanes[lane].map((todo) => todo._id));
      const inLane = args.droppableContainers.filter((container) => ids.has(String(container.id)));
      return inLane.length > 0 ? closestCenter({ ...args, droppableContainers: inLane }) : hits;
    },
    [lanes],
  );

  const onDragStart = useCallback(
    ({ active }: DragStartEvent) => {
      setActiveId(String(active.id));
      setPreview(todos);
    },
    [todos],
  );

  const onDragOver = useCallback(
    ({ active, over }: DragOverEvent) => {
      if (!over || over.id === active.id) return;
      setPreview((list) => {
        const current = list ?? todos;
        const from = laneOf(active.id, current);
        const to = laneOf(over.id, current);
        if (from === null || to === null || from === to) return list;
        const target = todosByLane(current)[to];
        const overIndex = target.findIndex((todo) => todo._id === String(over.id));
        const translated = active.rect.current.translated;
        const isBelow = translated !== null && translated.top > over.rect.top + over.rect.height / 2;
        const index = overIndex < 0 ? target.length : overIndex + (isBelow ? 1 : 0);
        return moveTodo(current, String(active.id), to, index);
      });
    },
    [todos, laneOf],
  );

  const reset = useCallback(() => {
    setPreview(null);
    setActiveId(null);
  }, []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const current = preview ?? todos;
      const id = String(active.id);
      const lane = over ? laneOf(over.id, current) : null;
      reset();
      if (!over || lane === null) return;
      const laneList = todosByLane(current)[lane];
      const from = laneList.findIndex((todo) => todo._id === id);
      const overIndex = laneList.findIndex((todo) => todo._id === String(over.id));
      const index = overIndex >= 0 ? overIndex : Math.max(from, 0);
      const original = todos.find((todo) => todo._id === id);
      const originalIndex = todosByLane(todos)[lane].findIndex((todo) => todo._id === id);
      if (original?.state === lane && originalIndex === index) return;
      onMove(id, lane, index);
    },
    [preview, todos, laneOf, reset, onMove],
  );

  const announcements = useMemo<Announcements>(() => {
    const laneName = (lane: TodoState | null) => (lane ? strings.laneNames[lane] : '');
    const position = (over: Over) => {
      const lane = laneOf(over.id, shown);
      if (lane === null || laneOfDropId(over.id)) return undefined;
      const index = lanes[lane].findIndex((todo) => todo._id === String(over.id));
      return index >= 0 ? index + 1 : undefined;
    };
    return {
      onDragStart: ({ active }) => strings.pickedUp(titleOf(active), laneName(laneOf(active.id, todos))),
      onDragOver: ({ active, over }) =>
        over
          ? strings.movedOver(titleOf(active), laneName(laneOf(over.id, shown)), position(over))
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? strings.dropped(titleOf(active), laneName(laneOf(over.id, shown)), position(over))
          : strings.cancelled(titleOf(active), laneName(laneOf(active.id, todos))),
      onDragCancel: ({ active }) => strings.cancelled(titleOf(active), laneName(laneOf(active.id, todos))),
    };
  }, [strings, laneOf, shown, lanes, todos]);

  return {
    lanes,
    activeTodo,
    collisionDetection,
    announcements,
    onDragStart,
    onDragOver,
    onDragEnd,
    onDragCancel: reset,
  };
}
