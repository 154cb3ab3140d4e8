import { addDays, addYears, startOfDay } from 'date-fns';
import { colourProperty, iconProperty, IcsImportError, loadIcal, type Ical } from './calendarIcs';
import { calendarEventIcons, type CalendarEntry, type CalendarEventIcon } from './calendarMath';

type IcalComponent = InstanceType<Ical['Component']>;
type IcalEvent = InstanceType<Ical['Event']>;
type IcalTime = InstanceType<Ical['Time']>;

/** How far repeats reach: this many years before and after today. */
export const icsRepeatWindowYears = 1;
/** The most events one import gives, so a rule repeating every minute cannot flood the calendar. */
export const icsImportLimit = 1000;
// Steps through one rule before it counts as cut short: a rule repeating every minute since 1990 would
// otherwise walk millions of occurrences before reaching the window.
const maxStepsPerRule = 100_000;

/** What an iCalendar file gave. */
export interface IcsImport {
  /** Its events, every repeat inside the window as an event of its own. */
  entries: CalendarEntry[];
  /** How many events the file itself holds (a repeating one counts once). */
  sourceCount: number;
  /** True when the limit or the step guard left out occurrences inside the window. */
  isCapped: boolean;
}

/** Options of {@link entriesFromIcs}. */
export interface IcsImportOptions {
  /** Centre of the window repeats are expanded in. Default: now. */
  now?: Date;
  /** The most events to give. Default {@link icsImportLimit}. */
  limit?: number;
}

const isIcon = (value: unknown): value is CalendarEventIcon =>
  calendarEventIcons.some((icon) => icon === value);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const readableDate = (time: IcalTime | undefined) => {
  const date = time?.toJSDate();
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

// ical.js refuses a whole file over one bad RRULE value with a parser message; each RRULE line is tried on its
// own to tell the user that the repeat rule, not the file, is what is wrong.
function hasBadRule(ical: Ical, source: string) {
  const lines = source.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return lines.some((line) => {
    if (!/^(RRULE|EXRULE)[;:]/i.test(line)) return false;
    try {
      return !ical.Recur.fromString(line.slice(line.indexOf(':') + 1)).freq;
    } catch {
      return true;
    }
  });
}

function toEntry(
  event: IcalEvent,
  start: IcalTime,
  end: IcalTime | undefined,
  id: string,
  position: number,
): CalendarEntry {
  const startDate = readableDate(start);
  if (!startDate) throw new IcsImportError('badEvent', `Event ${position} has no readable start.`);
  const allDay = start.isDate;
  const endDate = readableDate(end);
  const hasEnd = endDate !== undefined && endDate > startDate;
  const { component } = event;
  const icon = component.getFirstPropertyValue(iconProperty);
  return {
    id,
    title: text(component.getFirstPropertyValue('summary')) ?? '',
    description: text(component.getFirstPropertyValue('description')),
    className: text(component.getFirstPropertyValue(colourProperty)),
    icon: isIcon(icon) ? icon : undefined,
    start: allDay ? startOfDay(startDate) : startDate,
    end: hasEnd ? endDate : allDay ? addDays(startOfDay(startDate), 1) : undefined,
    allDay,
  };
}

/**
 * The events of an iCalendar file's text, each with its UID as id (or `imported-N` without one). All-day
 * events come back as dates. A repeating event (RRULE, RDATE, EXDATE, changed occurrences) gives each of its
 * occurrences within {@link icsRepeatWindowYears} year of `now` as an event of its own, id `UID/start`; all
 * events together stop at `limit`, and `isCapped` says when that left some out. Throws {@link IcsImportError}
 * when the text is not iCalendar, holds no event, has an event without a readable start or a repeat rule that
 * cannot be read, so a caller adds all of a file or none of it. Loads ical.js on first use.
 */
export async function entriesFromIcs(source: string, options: IcsImportOptions = {}): Promise<IcsImport> {
  const { now = new Date(), limit = icsImportLimit } = options;
  const ical = await loadIcal();
  let calendar: IcalComponent;
  try {
    calendar = new ical.Component(ical.parse(source));
  } catch {
    if (hasBadRule(ical, source))
      throw new IcsImportError('badRule', 'An event has a repeat rule that cannot be read.');
    throw new IcsImportError('unreadable', 'The file is not iCalendar text.');
  }
  const components =
    calendar.name === 'vcalendar'
      ? calendar.getAllSubcomponents('vevent')
      : calendar.name === 'vevent'
        ? [calendar]
        : [];
  if (components.length === 0) throw new IcsImportError('noEvents', 'The file holds no events.');
  const events = components.map((component, index) => {
    try {
      return new ical.Event(component);
    } catch {
      throw new IcsImportError('badEvent', `Event ${index + 1} has no readable start.`);
    }
  });
  // A changed occurrence (RECURRENCE-ID) belongs to the repeating event with its UID, not beside it.
  const series = new Map(events.filter((event) => event.isRecurring()).map((event) => [event.uid, event]));
  const standalone = events.filter((event) => {
    const master = event.isRecurrenceException() ? series.get(event.uid) : undefined;
    if (master) master.relateException(event);
    return !master;
  });
  const windowStart = addYears(now, -icsRepeatWindowYears);
  const windowEnd = addYears(now, icsRepeatWindowYears);
  const entries: CalendarEntry[] = [];
  let isCapped = false;
  for (const event of standalone) {
    const position = events.indexOf(event) + 1;
    const id = text(event.uid) || `imported-${position}`;
    if (entries.length >= limit) {
      isCapped = true;
      break;
    }
    if (!readableDate(event.startDate))
      throw new IcsImportError('badEvent', `Event ${position} has no readable start.`);
    if (!event.isRecurring()) {
      entries.push(toEntry(event, event.startDate, event.endDate, id, position));
      continue;
    }
    // DTSTART is the first occurrence (RFC 5545), but ical.js walks only the RDATEs of an event without an
    // RRULE; listing the start among them restores it and still lets an EXDATE remove it.
    if (!event.component.hasProperty('rrule'))
      event.component.addPropertyWithValue('rdate', event.startDate.clone());
    try {
      const occurrences = event.iterator();
      for (let step = 0, next = occurrences.next(); next; step++, next = occurrences.next()) {
        const details = event.getOccurrenceDetails(next);
        const start = readableDate(details.startDate);
        if (start && start >= windowEnd) break;
        if (step >= maxStepsPerRule || entries.length >= limit) {
          isCapped = true;
          break;
        }
        const end = readableDate(details.endDate) ?? start;
        if (end && end <= windowStart) continue;
        const occurrenceId = `${id}/${details.recurrenceId.toString()}`;
        entries.push(toEntry(details.item, details.startDate, details.endDate, occurrenceId, position));
      }
    } catch (error) {
      if (error instanceof IcsImportError) throw error;
      throw new IcsImportError('badRule', `Event ${position} has a repeat rule that cannot be read.`);
    }
  }
  return { entries, sourceCount: events.length, isCapped };
}
