import { useMemo, useRef, useState } from 'react';
import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { format, type Locale } from 'date-fns';
import { fullDate, type CalendarEntry } from './calendarMath';
import {
  isSameTime,
  movedEntry,
  neighbourDropId,
  parseDropId,
  resizedEntry,
  type CalendarDropTarget,
  type DragArrow,
} from './calendarDrag';
import type { EventCalendarStrings } from './eventCalendarStrings';

/** What a dragged event or resize handle tells dnd-kit: the event, and whether its end or all of it moves. */
export interface CalendarDragData {
  entry: CalendarEntry;
  kind: 'move' | 'resize';
}

/** Options of {@link useCalendarDrag}. */
export interface UseCalendarDragOptions {
  /** Receives the moved or resized event; the calendar shows whatever `entries` say afterwards. */
  onEntryChange: (next: CalendarEntry, previous: CalendarEntry) => void;
  strings: EventCalendarStrings;
  locale?: Locale;
  direction: 'ltr' | 'rtl';
}

const dragOf = (active: Active | null) => active?.data.current as CalendarDragData | undefined;

/** The event as a drop on `target` would leave it, or `undefined` where it cannot land. */
export function droppedEntry(
  data: CalendarDragData,
  target: CalendarDropTarget | null,
): CalendarEntry | undefined {
  if (!target) return undefined;
  if (data.kind === 'move') return movedEntry(data.entry, target);
  return target.kind === 'slot' ? resizedEntry(data.entry, target.hour) : undefined;
}

const arrows = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

// A small move starts a pointer drag so a click still opens the event; touch waits for a press-and-hold so
// the page keeps scrolling under a swiping finger.
const pointerActivation = { activationConstraint: { distance: 4 } };
const touchActivation = { activationConstraint: { delay: 200, tolerance: 6 } };
// Enter stays free to open an event: Space picks it up, Space or Enter drops it.
const keyboardCodes = { start: ['Space'], end: ['Space', 'Enter'], cancel: ['Escape'] };

/**
 * The pointer picks the day or slot it is over. A keyboard drag has no pointer: the dragged box's top-left
 * corner is placed just inside the target, so the target is the droppable holding that corner.
 */
export const detectCalendarDrop: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const { left, top } = args.collisionRect;
  return pointerWithin({ ...args, pointerCoordinates: { x: left + 1, y: top + 1 } });
};

/** Owns moving and resizing events by pointer, touch and keyboard, and what screen readers hear about it. */
export function useCalendarDrag({ onEntryChange, strings, locale, direction }: UseCalendarDragOptions) {
  const [active, setActive] = useState<CalendarDragData | null>(null);
  // The first target of a drag is where the event was picked up; announcing it would cut the pick-up short.
  const isAtOrigin = useRef(false);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context }) => {
        if (!arrows.has(event.code)) return undefined;
        event.preventDefault();
        const from = context.over?.id;
        const next = from === undefined ? null : neighbourDropId(from, event.code as DragArrow, direction);
        const rect = next === null ? undefined : context.droppableRects.get(next);
        // Beyond the visible days or hours the event stays where it is.
        return rect ? { x: rect.left + 1, y: rect.top + 1 } : undefined;
      },
    [direction],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerActivation),
    useSensor(TouchSensor, touchActivation),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );

  const place = (target: CalendarDropTarget) =>
    target.kind === 'day'
      ? fullDate(target.day, locale)
      : `${fullDate(target.day, locale)} ${format(new Date(target.day).setHours(target.hour), 'p', { locale })}`;
  const endTime = (entry: CalendarEntry) => format(entry.end ?? entry.start, 'p', { locale });

  const announce = (
    data: CalendarDragData | undefined,
    over: UniqueIdentifier | undefined,
    isFinal: boolean,
  ) => {
    if (!data) return undefined;
    const target = over === undefined ? null : parseDropId(over);
    const next = droppedEntry(data, target);
    if (!target || !next)
      return isFinal ? strings.cancelled(data.entry.title) : strings.notOver(data.entry.title);
    if (data.kind === 'resize')
      return (isFinal ? strings.endDropped : strings.endOver)(data.entry.title, endTime(next));
    return (isFinal ? strings.dropped : strings.over)(data.entry.title, place(target));
  };

  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => {
      isAtOrigin.current = true;
      const data = dragOf(dragged);
      if (!data) return undefined;
      return data.kind === 'resize'
        ? strings.resizePickedUp(data.entry.title, endTime(data.entry))
        : strings.pickedUp(data.entry.title);
    },
    onDragOver: ({ active: dragged, over }) => {
      if (isAtOrigin.current) {
        isAtOrigin.current = false;
        return undefined;
      }
      return announce(dragOf(dragged), over?.id, false);
    },
    onDragEnd: ({ active: dragged, over }) => announce(dragOf(dragged), over?.id, true),
    onDragCancel: ({ active: dragged }) => strings.cancelled(dragOf(dragged)?.entry.title ?? ''),
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive(dragOf(dragged) ?? null);
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const data = dragOf(dragged);
    const next = data && droppedEntry(data, over ? parseDropId(over.id) : null);
    if (data && next && !isSameTime(next, data.entry)) onEntryChange(next, data.entry);
  };

  return {
    /** The event or end being dragged. */
    active,
    dndProps: {
      sensors,
      collisionDetection: detectCalendarDrop,
      accessibility: { announcements, screenReaderInstructions: { draggable: strings.dragInstructions } },
      onDragStart,
      onDragEnd,
      onDragCancel: () => setActive(null),
    },
  };
}
