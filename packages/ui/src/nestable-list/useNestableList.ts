import { useMemo, useRef, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import {
  flattenNestable,
  moveNestable,
  projectNestable,
  withoutDescendants,
  type FlatNestableItem,
  type NestableItem,
  type NestableProjection,
} from './nestableTree';

/** Options of {@link useNestableList}. */
export interface UseNestableListOptions {
  /** The entries, when the caller owns them. */
  items?: readonly NestableItem[];
  /** The entries at first, when the list owns them. */
  defaultItems?: readonly NestableItem[];
  /** Called with the whole new structure after every drop that changed it. */
  onChange?: (items: NestableItem[]) => void;
  /** Pixels of sideways movement per nesting level. Default 30. */
  indentationWidth?: number;
  /** Deepest nesting allowed, counting the top level as 0. Default 4. */
  maxDepth?: number;
  /** Reading direction: in right-to-left text, moving left nests deeper. */
  direction?: 'ltr' | 'rtl';
}

const nameIn = (flat: readonly FlatNestableItem[], id: string | null) =>
  flat.find((entry) => entry.item.id === id)?.item.content ?? '';

/**
 * Owns a nestable list's entries and a drag in progress: the entries shown (the dragged one's children travel
 * hidden with it), where it would land, dnd-kit's sensors for mouse, touch and keyboard, and what screen
 * readers hear at each step.
 */
export function useNestableList({
  items: controlled,
  defaultItems = [],
  onChange,
  indentationWidth = 30,
  maxDepth = 4,
  direction = 'ltr',
}: UseNestableListOptions) {
  const [own, setOwn] = useState<readonly NestableItem[]>(defaultItems);
  const items = controlled ?? own;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offset, setOffset] = useState(0);

  const flat = useMemo(() => flattenNestable(items), [items]);
  const visible = useMemo(() => (activeId ? withoutDescendants(flat, activeId) : flat), [flat, activeId]);
  const depthChange = Math.round(((direction === 'rtl' ? -1 : 1) * offset) / indentationWidth);
  const projection: NestableProjection | null =
    activeId && overId ? projectNestable(visible, activeId, overId, depthChange, maxDepth) : null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    // Sideways keys change the nesting level by one indentation; up and down move through the list.
    if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
      event.preventDefault();
      const step = event.code === 'ArrowRight' ? indentationWidth : -indentationWidth;
      return { x: args.currentCoordinates.x + step, y: args.currentCoordinates.y };
    }
    return sortableKeyboardCoordinates(event, args);
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffset(0);
  };

  // dnd-kit announces after calling this hook's handlers, and its announcements get no pointer movement: the
  // handlers describe the landing place from their event and the announcements read it here.
  const landingText = useRef('');
  // Only a new landing place is announced, so "Picked up" is not drowned by the unchanged place at once.
  const announcedText = useRef('');
  const announceLanding = () => {
    if (landingText.current === announcedText.current) return undefined;
    announcedText.current = landingText.current;
    return landingText.current;
  };
  const describeLanding = (active: string, over: string | undefined, deltaX: number) => {
    const name = nameIn(flat, active);
    if (over === undefined) return `${name} is no longer over the list.`;
    const shown = withoutDescendants(flat, active);
    const change = Math.round(((direction === 'rtl' ? -1 : 1) * deltaX) / indentationWidth);
    const { parentId } = projectNestable(shown, active, over, change, maxDepth);
    const position = shown.findIndex((entry) => entry.item.id === over) + 1;
    const level = parentId ? `nested under ${nameIn(flat, parentId)}` : 'at the top level';
    return `${name} is at position ${position} of ${shown.length}, ${level}.`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameIn(flat, String(active.id))}.`,
    onDragMove: announceLanding,
    onDragOver: announceLanding,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${nameIn(flat, String(active.id))}.`
        : `${nameIn(flat, String(active.id))} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameIn(flat, String(active.id))} was cancelled; it is back where it was.`,
  };

  const handlers = {
    onDragStart: ({ active }: DragStartEvent) => {
      landingText.current = describeLanding(String(active.id), String(active.id), 0);
      announcedText.current = landingText.current;
      setActiveId(String(active.id));
      setOverId(String(active.id));
    },
    onDragMove: ({ active, over, delta }: DragMoveEvent) => {
      landingText.current = describeLanding(String(active.id), over?.id.toString(), delta.x);
      setOffset(delta.x);
    },
    onDragOver: ({ active, over, delta }: DragOverEvent) => {
      landingText.current = describeLanding(String(active.id), over?.id.toString(), delta.x);
      setOverId(over ? String(over.id) : null);
    },
    onDragEnd: ({ active, over }: DragEndEvent) => {
      const next =
        over && projection ? moveNestable(items, String(active.id), String(over.id), projection) : null;
      if (next && JSON.stringify(next) !== JSON.stringify(items)) {
        if (!controlled) setOwn(next);
        onChange?.(next);
      }
      reset();
    },
    onDragCancel: reset,
  };

  return { items, visible, activeId, projection, sensors, announcements, handlers, indentationWidth };
}
