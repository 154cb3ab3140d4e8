import { addMonths, differenceInCalendarMonths, format, isValid, parseISO } from 'date-fns';
import type { CalendarEntry, ExternalEventTemplate, NewCalendarEntry } from '@atrium/ui';
import type { CalendarEvent } from '../../api/resourceDefinitions';
import { newRecordId } from '../../data/newRecordId';

/**
 * The month the demo's events are written in. The file stays the same on every run, and the page moves every
 * event by whole months so the anchor month shows as the current one; new events are moved back before they
 * are saved, so they come back on the day they were added. Keep equal to the demo data's `eventAnchorMonth`.
 */
export const demoEventAnchor = new Date(2026, 0, 1);

/** Whole months from the anchor month to the month of `now`. */
export const monthsFromAnchor = (now: Date) => differenceInCalendarMonths(now, demoEventAnchor);

/** The events the calendar can draw, moved into the current month, and how many had unreadable dates. */
export function toCalendarEntries(
  events: readonly CalendarEvent[],
  now: Date,
): { entries: CalendarEntry[]; skipped: number } {
  const shift = monthsFromAnchor(now);
  const entries: CalendarEntry[] = [];
  for (const event of events) {
    const start = parseISO(event.start);
    const end = event.end === undefined ? undefined : parseISO(event.end);
    if (!isValid(start) || (end !== undefined && !isValid(end))) continue;
    entries.push({
      id: String(event.id),
      title: event.title,
      description: event.description,
      className: event.className,
      icon: event.icon,
      start: addMonths(start, shift),
      end: end && addMonths(end, shift),
      allDay: event.allDay,
    });
  }
  return { entries, skipped: events.length - entries.length };
}

/** What the add-event panel asks for. */
export interface NewCalendarEvent {
  title: string;
  description: string;
  className: string;
  icon: NonNullable<CalendarEvent['icon']>;
}

/** Title and description fallbacks for empty fields, as the original template used them. */
export const untitledEvent = 'Untitled Event';
/** Shown and saved when the description is left empty. */
export const noDescription = 'no description';

/** A draggable template of the add-event panel's texts, colour and icon; empty texts get the fallbacks. */
export function toTemplate(
  draft: NewCalendarEvent,
  id: string,
  fallbacks = { title: untitledEvent, description: noDescription },
): ExternalEventTemplate {
  return {
    id,
    title: draft.title.trim() || fallbacks.title,
    description: draft.description.trim() || fallbacks.description,
    className: draft.className,
    icon: draft.icon,
  };
}

/** An event a template made on the calendar, saved under `id` and dated in the anchor month like the rest. */
export function toStoredEntry(entry: NewCalendarEntry, now: Date, id: string): CalendarEvent {
  const { title, description, className, icon, allDay } = entry;
  return { id, title, description, className, icon, ...toStoredTimes(entry, now), allDay: allDay ?? false };
}

/**
 * The stored dates of an event the calendar moved or resized, moved back into the anchor month like new
 * events: all-day events as dates, timed ones as local date-times, as the demo data writes them.
 */
export function toStoredTimes(
  entry: Pick<CalendarEntry, 'start' | 'end' | 'allDay'>,
  now: Date,
): Pick<CalendarEvent, 'start' | 'end'> {
  const shift = -monthsFromAnchor(now);
  const pattern = entry.allDay ? 'yyyy-MM-dd' : "yyyy-MM-dd'T'HH:mm:ss";
  const stored = (date: Date) => format(addMonths(date, shift), pattern);
  return { start: stored(entry.start), ...(entry.end ? { end: stored(entry.end) } : {}) };
}

/** A fresh event id: a random UUID, or a time-and-random id on plain-http pages, which have no `randomUUID`. */
export function newEventId(): string {
  return newRecordId('evt');
}
