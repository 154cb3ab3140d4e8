import type ICALModule from 'ical.js';
import { entryEnd, type CalendarEntry } from './calendarMath';

/** The ical.js module. */
export type Ical = typeof ICALModule;
type IcalTime = InstanceType<Ical['Time']>;

// ical.js is loaded when a file is written or read, never with the calendar itself.
export const loadIcal = async (): Promise<Ical> => (await import('ical.js')).default;

// Colour and icon have no iCalendar property of their own; these extension properties carry them through a
// round trip, and other calendar apps ignore them.
export const colourProperty = 'x-atrium-class';
export const iconProperty = 'x-atrium-icon';

/** Why an iCalendar file could not be read; nothing of it should be used. */
export class IcsImportError extends Error {
  /**
   * `unreadable`: not iCalendar text; `noEvents`: a calendar without events; `badEvent`: an event without a
   * start; `badRule`: an event whose repeat rule cannot be read.
   */
  readonly reason: 'unreadable' | 'noEvents' | 'badEvent' | 'badRule';

  constructor(reason: IcsImportError['reason'], message: string) {
    super(message);
    this.name = 'IcsImportError';
    this.reason = reason;
  }
}

// Times are written as the wall-clock times the calendar shows ("floating"), so they read back unchanged.
function icalTime(ical: Ical, date: Date, isDate: boolean): IcalTime {
  return ical.Time.fromData({
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: isDate ? 0 : date.getHours(),
    minute: isDate ? 0 : date.getMinutes(),
    second: isDate ? 0 : date.getSeconds(),
    isDate,
  });
}

/**
 * The events as an iCalendar (RFC 5545) file's text: all-day events as dates, timed ones as local times,
 * colour and icon in extension properties. Loads ical.js on first use.
 */
export async function entriesToIcs(entries: readonly CalendarEntry[], productId = '-//Atrium//Calendar//EN') {
  const ical = await loadIcal();
  const calendar = new ical.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', productId);
  calendar.addPropertyWithValue('version', '2.0');
  const stamp = ical.Time.fromJSDate(new Date(), true);
  for (const entry of entries) {
    const event = new ical.Component('vevent');
    const isDate = entry.allDay === true;
    event.addPropertyWithValue('uid', entry.id);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('summary', entry.title);
    if (entry.description) event.addPropertyWithValue('description', entry.description);
    event.addPropertyWithValue('dtstart', icalTime(ical, entry.start, isDate));
    event.addPropertyWithValue('dtend', icalTime(ical, entryEnd(entry), isDate));
    if (entry.className) event.addPropertyWithValue(colourProperty, entry.className);
    if (entry.icon) event.addPropertyWithValue(iconProperty, entry.icon);
    calendar.addSubcomponent(event);
  }
  return calendar.toString();
}
