import { useMemo, useRef, useState, type RefObject } from 'react';
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
  entryFromTemplate,
  isSameTime,
  movedEntry,
  neighbourDropId,
  parseDropId,
  resizedEntry,
  type CalendarDropTarget,
  type DragArrow,
  type ExternalEventTemplate,
  type NewCalendarEntry,
} from './calendarDrag';
import { defaultEventCalendarStrings, type EventCalendarStrings } from './eventCalendarStrings';

/**
 * What a dragged item tells dnd-kit: an event of the calendar and whether its end or all of it moves, or a
 * template from beside the calendar with what to do once it has made an event.
 */
export type CalendarDragData =
  | { kind: 'move' | 'resize'; entry: CalendarEntry }
  | { kind: 'external'; template: ExternalEventTemplate; onDropped?: () => void };

/** What the calendar under a drag does with drops, and the words and dates it announces them in. */
export interface CalendarDropHandlers {
  /** Receives the moved or resized event; the calendar shows whatever `entries` say afterwards. */
  onEntryChange?: (next: CalendarEntry, previous: CalendarEntry) => void;
  /** Receives the event a template dropped on a day or hour makes. */
  onExternalDrop?: (entry: NewCalendarEntry, template: ExternalEventTemplate) => void;
  strings: EventCalendarStrings;
  locale?: Locale;
  /** The day or hour a keyboard drag from outside the calendar reaches first: the calendar's focused one. */
  startDropId: () => string;
}

/** Options of {@link useCalendarDrag}. */
export interface UseCalendarDragOptions {
  /** The calendar's handlers, read when a drag happens so they may change between renders. */
  handlers: RefObject<CalendarDropHandlers | null>;
  /** Read when a draggable item gets focus. */
  instructions: string;
  direction: 'ltr' | 'rtl';
}

const dragOf = (active: Active | null) => active?.data.current as CalendarDragData | undefined;

/** The event as a drop on `target` would leave it, or `undefined` where it cannot land. */
export function droppedEntry(
  data: Exclude<CalendarDragData, { kind: 'external' }>,
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

/**
 * Owns moving and resizing events and dropping templates onto the calendar by pointer, touch and keyboard,
 * and what screen readers hear about it.
 */
export function useCalendarDrag({ handlers, instructions, direction }: UseCalendarDragOptions) {
  const [active, setActive] = useState<CalendarDragData | null>(null);
  // Kept after the drop, when the overlay decides how to finish.
  const [lastKind, setLastKind] = useState<CalendarDragData['kind'] | null>(null);
  // The first target of a drag is where the event was picked up; announcing it would cut the pick-up short.
  const isAtOrigin = useRef(false);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context }) => {
        if (!arrows.has(event.code)) return undefined;
        event.preventDefault();
        const from = context.over?.id;
        // A template beside the calendar is over nothing yet: the first arrow takes it to the focused day.
        const next =
          from === undefined
            ? (handlers.current?.startDropId() ?? null)
            : neighbourDropId(from, event.code as DragArrow, direction);
        const rect = next === null ? undefined : context.droppableRects.get(next);
        // Beyond the visible days or hours the event stays where it is.
        return rect ? { x: rect.left + 1, y: rect.top + 1 } : undefined;
      },
    [direction, handlers],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerActivation),
    useSensor(TouchSensor, touchActivation),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );

  const strings = () => handlers.current?.strings ?? defaultEventCalendarStrings;
  const place = (target: CalendarDropTarget) => {
    const locale = handlers.current?.locale;
    return target.kind === 'day'
      ? fullDate(target.day, locale)
      : `${fullDate(target.day, locale)} ${format(new Date(target.day).setHours(target.hour), 'p', { locale })}`;
  };
  const endTime = (entry: CalendarEntry) =>
    format(entry.end ?? entry.start, 'p', { locale: handlers.current?.locale });

  const announce = (
    data: CalendarDragData | undefined,
    over: UniqueIdentifier | undefined,
    isFinal: boolean,
  ) => {
    if (!data) return undefined;
    const words = strings();
    const target = over === undefined ? null : parseDropId(over);
    if (data.kind === 'external') {
      const { title } = data.template;
      if (!target || !handlers.current?.onExternalDrop)
        return isFinal ? words.externalCancelled(title) : words.notOver(title);
      return (isFinal ? words.externalDropped : words.over)(title, place(target));
    }
    const next = droppedEntry(data, target);
    if (!target || !next)
      return isFinal ? words.cancelled(data.entry.title) : words.notOver(data.entry.title);
    if (data.kind === 'resize')
      return (isFinal ? words.endDropped : words.endOver)(data.entry.title, endTime(next));
    return (isFinal ? words.dropped : words.over)(data.entry.title, place(target));
  };

  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => {
      const data = dragOf(dragged);
      if (!data) return undefined;
      // A template starts over nothing, so its first target is already a step worth hearing.
      isAtOrigin.current = data.kind !== 'external';
      if (data.kind === 'external') return strings().templatePickedUp(data.template.title);
      return data.kind === 'resize'
        ? strings().resizePickedUp(data.entry.title, endTime(data.entry))
        : strings().pickedUp(data.entry.title);
    },
    onDragOver: ({ active: dragged, over }) => {
      if (isAtOrigin.current) {
        isAtOrigin.current = false;
        return undefined;
      }
      return announce(dragOf(dragged), over?.id, false);
    },
    onDragEnd: ({ active: dragged, over }) => announce(dragOf(dragged), over?.id, true),
    onDragCancel: ({ active: dragged }) => {
      const data = dragOf(dragged);
      if (data?.kind === 'external') return strings().externalCancelled(data.template.title);
      return strings().cancelled(data?.entry.title ?? '');
    },
  };

  const onDragStart = ({ active: dragged }: DragStartEvent) => {
    setActive(dragOf(dragged) ?? null);
    setLastKind(dragOf(dragged)?.kind ?? null);
  };
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const data = dragOf(dragged);
    const target = over ? parseDropId(over.id) : null;
    if (!data) return;
    if (data.kind === 'external') {
      const onExternalDrop = handlers.current?.onExternalDrop;
      if (!target || !onExternalDrop) return;
      onExternalDrop(entryFromTemplate(data.template, target), data.template);
      data.onDropped?.();
      return;
    }
    const next = droppedEntry(data, target);
    if (next && !isSameTime(next, data.entry)) handlers.current?.onEntryChange?.(next, data.entry);
  };

  return {
    /** The event, end or template being dragged. */
    active,
    /** What the latest drag carried, still known while it is dropped. */
    lastKind,
    dndProps: {
      sensors,
      collisionDetection: detectCalendarDrop,
      accessibility: { announcements, screenReaderInstructions: { draggable: instructions } },
      onDragStart,
      onDragEnd,
      onDragCancel: () => setActive(null),
    },
  };
}
