import { addDays, startOfDay } from 'date-fns';
import type ICALModule from 'ical.js';
import { calendarEventIcons, entryEnd, type CalendarEntry, type CalendarEventIcon } from './calendarMath';

type Ical = typeof ICALModule;
type IcalTime = InstanceType<Ical['Time']>;

// ical.js is loaded when a file is written or read, never with the calendar itself.
const loadIcal = async (): Promise<Ical> => (await import('ical.js')).default;

// Colour and icon have no iCalendar property of their own; these extension properties carry them through a
// round trip, and other calendar apps ignore them.
const colourProperty = 'x-atrium-class';
const iconProperty = 'x-atrium-icon';

/** Why an iCalendar file could not be read; nothing of it should be used. */
export class IcsImportError extends Error {
  /** `unreadable`: not iCalendar text; `noEvents`: a calendar without events; `badEvent`: an event without a start. */
  readonly reason: 'unreadable' | 'noEvents' | 'badEvent';

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

const isIcon = (value: unknown): value is CalendarEventIcon =>
  calendarEventIcons.some((icon) => icon === value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The events of an iCalendar file's text, each with its UID as id (or `imported-N` without one). All-day
 * events come back as dates; a repeating event gives its first occurrence. Throws {@link IcsImportError}
 * when the text is not iCalendar, holds no event or has an event without a readable start, so a caller adds
 * all of a file or none of it. Loads ical.js on first use.
 */
export async function entriesFromIcs(source: string): Promise<CalendarEntry[]> {
  const ical = await loadIcal();
  let calendar: InstanceType<Ical['Component']>;
  try {
    calendar = new ical.Component(ical.parse(source));
  } catch {
    throw new IcsImportError('unreadable', 'The file is not iCalendar text.');
  }
  const components =
    calendar.name === 'vcalendar'
      ? calendar.getAllSubcomponents('vevent')
      : calendar.name === 'vevent'
        ? [calendar]
        : [];
  if (components.length === 0) throw new IcsImportError('noEvents', 'The file holds no events.');
  return components.map((component, index) => {
    let start: IcalTime | undefined;
    let end: IcalTime | undefined;
    try {
      const event = new ical.Event(component);
      start = event.startDate;
      end = event.endDate;
    } catch {
      start = undefined;
    }
    const startDate = start?.toJSDate();
    if (!start || !startDate || Number.isNaN(startDate.getTime()))
      throw new IcsImportError('badEvent', `Event ${index + 1} has no readable start.`);
    const allDay = start.isDate;
    const endDate = end?.toJSDate();
    const hasEnd = endDate !== undefined && !Number.isNaN(endDate.getTime()) && endDate > startDate;
    const icon = component.getFirstPropertyValue(iconProperty);
    return {
      id: text(component.getFirstPropertyValue('uid')) || `imported-${index + 1}`,
      title: text(component.getFirstPropertyValue('summary')) ?? '',
      description: text(component.getFirstPropertyValue('description')),
      className: text(component.getFirstPropertyValue(colourProperty)),
      icon: isIcon(icon) ? icon : undefined,
      start: allDay ? startOfDay(startDate) : startDate,
      end: hasEnd ? endDate : allDay ? addDays(startOfDay(startDate), 1) : undefined,
      allDay,
    };
  });
}
