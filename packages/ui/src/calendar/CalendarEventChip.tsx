import { useDraggable } from '@dnd-kit/core';
import { format, type Locale } from 'date-fns';
import type { CSSProperties } from 'react';
import { Icon } from '../icon/Icon';
import { eventIcons } from '../icon/eventIcons';
import { toneOf } from './calendarColours';
import type { ExternalEventTemplate } from './calendarDrag';
import type { CalendarEntry } from './calendarMath';
import type { CalendarDragData } from './useCalendarDrag';
import {
  ChipText,
  ChipTime,
  EventChip,
  ResizeHandle,
  TimedEvent,
  TimedEventBox,
} from './EventCalendar.styles';

/** Props of {@link CalendarEventChip}. */
export interface CalendarEventChipProps {
  entry: CalendarEntry;
  /** Only the focused day's events are tab stops; the arrow keys reach the others' days. */
  isTabStop: boolean;
  onOpen: (entry: CalendarEntry) => void;
  locale?: Locale;
  /** Places the event in a time column (week and day views); without it the event is a line. */
  style?: CSSProperties;
  /** Makes the event draggable under this id, unique for each place the event is drawn. */
  dragId?: string;
  /** Name of a handle at the event's bottom that drags its end; only timed events in a time column get one. */
  resizeLabel?: string;
}

/** An event's icon, start time and title: the chip's face, also drawn under the pointer while it is dragged. */
export function CalendarEventFace({ entry, locale }: { entry: CalendarEntry; locale?: Locale }) {
  return (
    <>
      {entry.icon && <Icon icon={eventIcons[entry.icon]} size="sm" />}
      {!entry.allDay && <ChipTime>{format(entry.start, 'p', { locale })}</ChipTime>}
      <ChipText>{entry.title}</ChipText>
    </>
  );
}

/** A template's icon and title, as the event it makes will show them. */
export function ExternalEventFace({ template }: { template: ExternalEventTemplate }) {
  return (
    <>
      {template.icon && <Icon icon={eventIcons[template.icon]} size="sm" />}
      <ChipText>{template.title}</ChipText>
    </>
  );
}

/** One event: its colour, icon, start time and title, pressed to open it and, when given a `dragId`, dragged to move it. */
export function CalendarEventChip({
  entry,
  isTabStop,
  onOpen,
  locale,
  style,
  dragId,
  resizeLabel,
}: CalendarEventChipProps) {
  const {
    attributes: moveAttributes,
    listeners: moveListeners,
    setNodeRef: setMoveNode,
    isDragging: isMoving,
  } = useDraggable({
    id: `move:${dragId}`,
    data: { entry, kind: 'move' } satisfies CalendarDragData,
    disabled: dragId === undefined,
  });
  const canResize = dragId !== undefined && resizeLabel !== undefined && style !== undefined;
  const {
    attributes: resizeAttributes,
    listeners: resizeListeners,
    setNodeRef: setResizeNode,
    isDragging: isResizing,
  } = useDraggable({
    id: `resize:${dragId}`,
    data: { entry, kind: 'resize' } satisfies CalendarDragData,
    disabled: !canResize,
  });
  const tabIndex = isTabStop ? 0 : -1;
  const tone = toneOf(entry.className);
  const chip = (Chip: typeof EventChip, chipStyle?: CSSProperties) => (
    <Chip
      type="button"
      className={entry.className}
      $tone={tone}
      $isDragging={isMoving}
      style={chipStyle}
      ref={setMoveNode}
      {...(dragId === undefined ? {} : { ...moveAttributes, ...moveListeners })}
      tabIndex={tabIndex}
      onClick={() => onOpen(entry)}
    >
      <CalendarEventFace entry={entry} locale={locale} />
    </Chip>
  );
  if (!style) return chip(EventChip);
  return (
    <TimedEventBox style={style} $isDragging={isMoving || isResizing}>
      {chip(TimedEvent)}
      {canResize && (
        <ResizeHandle
          type="button"
          ref={setResizeNode}
          {...resizeAttributes}
          {...resizeListeners}
          aria-label={resizeLabel}
          tabIndex={tabIndex}
        />
      )}
    </TimedEventBox>
  );
}
