import {
  addDays,
  addHours,
  addMinutes,
  differenceInCalendarDays,
  differenceInMinutes,
  format,
  setHours,
  startOfDay,
  startOfHour,
} from 'date-fns';
import { entryEnd, type CalendarEntry, type CalendarEventIcon } from './calendarMath';

/** Where a dragged event can land: a whole day (month cells, the all-day row) or an hour slot. */
export type CalendarDropTarget = { kind: 'day'; day: Date } | { kind: 'slot'; day: Date; hour: number };

/** Droppable id of a day: `day:2026-11-26`. Written from local dates so DST never shifts a cell. */
export const dayDropId = (day: Date) => `day:${format(day, 'yyyy-MM-dd')}`;

/** Droppable id of an hour slot: `slot:2026-11-26T09`. */
export const slotDropId = (day: Date, hour: number) =>
  `slot:${format(day, 'yyyy-MM-dd')}T${String(hour).padStart(2, '0')}`;

/** The target a droppable id names, or `null` for any other id. */
export function parseDropId(id: string | number): CalendarDropTarget | null {
  const match = /^(day|slot):(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}))?$/.exec(String(id));
  if (!match) return null;
  const [, kind, year, month, date, hour] = match;
  const day = new Date(Number(year), Number(month) - 1, Number(date));
  if (kind === 'day' && hour === undefined) return { kind: 'day', day };
  if (kind === 'slot' && hour !== undefined && Number(hour) < 24)
    return { kind: 'slot', day, hour: Number(hour) };
  return null;
}

/**
 * The event moved to a target. A day keeps its times and moves it by whole calendar days (so a 9:00 meeting
 * stays at 9:00 across a daylight-saving change); an hour slot starts a timed event in that hour, keeping
 * its minutes and its length. All-day events only ever move by days.
 */
export function movedEntry(entry: CalendarEntry, target: CalendarDropTarget): CalendarEntry {
  if (target.kind === 'slot' && !entry.allDay) {
    const minutes = differenceInMinutes(entryEnd(entry), entry.start);
    const start = addMinutes(setHours(target.day, target.hour), entry.start.getMinutes());
    return { ...entry, start, end: entry.end && addMinutes(start, minutes) };
  }
  const days = differenceInCalendarDays(target.day, startOfDay(entry.start));
  return { ...entry, start: addDays(entry.start, days), end: entry.end && addDays(entry.end, days) };
}

/**
 * The timed event ending with the hour slot `hour` of its first day. It never ends before it starts: the
 * shortest it gets is to the end of the hour it starts in. Its end stays on its first day, so a resize
 * never turns it into an event across days.
 */
export function resizedEntry(entry: CalendarEntry, hour: number): CalendarEntry {
  // The end of the slot as the clock reads it: an hour added to 01:00 on the autumn change day is 01:00 again.
  const end = setHours(startOfDay(entry.start), hour + 1);
  return { ...entry, end: end > entry.start ? end : addHours(startOfHour(entry.start), 1) };
}

/** An event waiting beside the calendar to be dragged onto it: what each event made from it looks like. */
export interface ExternalEventTemplate {
  /** Unique within its list. */
  id: string;
  title: string;
  description?: string;
  /** Class naming the colour, e.g. `bg-color-blue`, as on {@link CalendarEntry}. */
  className?: string;
  icon?: CalendarEventIcon;
}

/** An event not yet given an id: what a template dropped on the calendar becomes. */
export type NewCalendarEntry = Omit<CalendarEntry, 'id'>;

/**
 * The event a template dropped on `target` makes: an all-day event on a day (month cells, the all-day row),
 * or a one-hour event from the start of an hour slot.
 */
export function entryFromTemplate(
  template: ExternalEventTemplate,
  target: CalendarDropTarget,
): NewCalendarEntry {
  const { title, description, className, icon } = template;
  const look = { title, description, className, icon };
  if (target.kind === 'day') return { ...look, start: startOfDay(target.day), allDay: true };
  const start = setHours(startOfDay(target.day), target.hour);
  return { ...look, start, end: addHours(start, 1), allDay: false };
}

/** Whether two versions of an event take the same time. */
export function isSameTime(a: CalendarEntry, b: CalendarEntry): boolean {
  return a.start.getTime() === b.start.getTime() && entryEnd(a).getTime() === entryEnd(b).getTime();
}

/** Arrow keys a keyboard drag understands, as the `KeyboardEvent.code` values. */
export type DragArrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * The droppable next to `id` in the arrow's direction as the user sees it: days step by one sideways and by
 * a week up and down, hour slots by a day sideways and by an hour up and down. Right-to-left mirrors the
 * sideways steps. Whether that droppable is on screen is for the caller to check.
 */
export function neighbourDropId(
  id: string | number,
  arrow: DragArrow,
  direction: 'ltr' | 'rtl' = 'ltr',
): string | null {
  const target = parseDropId(id);
  if (!target) return null;
  const sideways = arrow === 'ArrowRight' ? 1 : arrow === 'ArrowLeft' ? -1 : 0;
  const days = direction === 'rtl' ? -sideways : sideways;
  const vertical = arrow === 'ArrowDown' ? 1 : arrow === 'ArrowUp' ? -1 : 0;
  if (target.kind === 'day') return dayDropId(addDays(target.day, days + vertical * 7));
  const hour = target.hour + vertical;
  if (hour < 0 || hour > 23) return null;
  return slotDropId(addDays(target.day, days), hour);
}
