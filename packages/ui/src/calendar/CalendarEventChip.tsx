import { format, type Locale } from 'date-fns';
import type { CSSProperties } from 'react';
import { Icon } from '../icon/Icon';
import { eventIcons } from '../icon/eventIcons';
import { toneOf } from './calendarColours';
import type { CalendarEntry } from './calendarMath';
import { ChipText, ChipTime, EventChip, TimedEvent } from './EventCalendar.styles';

/** Props of {@link CalendarEventChip}. */
export interface CalendarEventChipProps {
  entry: CalendarEntry;
  /** Only the focused day's events are tab stops; the arrow keys reach the others' days. */
  isTabStop: boolean;
  onOpen: (entry: CalendarEntry) => void;
  locale?: Locale;
  /** Places the event in a time column (week and day views); without it the event is a line. */
  style?: CSSProperties;
}

/** One event: its colour, icon, start time and title, pressed to open it. */
export function CalendarEventChip({ entry, isTabStop, onOpen, locale, style }: CalendarEventChipProps) {
  const Chip = style ? TimedEvent : EventChip;
  return (
    <Chip
      type="button"
      className={entry.className}
      $tone={toneOf(entry.className)}
      style={style}
      tabIndex={isTabStop ? 0 : -1}
      onClick={() => onOpen(entry)}
    >
      {entry.icon && <Icon icon={eventIcons[entry.icon]} size="sm" />}
      {!entry.allDay && <ChipTime>{format(entry.start, 'p', { locale })}</ChipTime>}
      <ChipText>{entry.title}</ChipText>
    </Chip>
  );
}
