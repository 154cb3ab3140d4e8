import {
  addDays,
  addMinutes,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  endOfWeek,
  format,
  isSameMonth,
  isSameYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
  type Day,
  type Locale,
} from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { eventIcons, type EventIconName } from '../icon/eventIcons';

/** The calendar's views: a month grid, a week of time slots or one day of time slots. */
export type CalendarView = 'month' | 'week' | 'day';

/** Icons an event can carry, as Font Awesome names. */
export const calendarEventIcons = Object.keys(eventIcons) as CalendarEventIcon[];
/** An icon an event can carry. */
export type CalendarEventIcon = EventIconName;

/** One event on the calendar. `end` is exclusive; an all-day event ending at midnight ends the day before. */
export interface CalendarEntry {
  /** Unique within the calendar. */
  id: string;
  title: string;
  description?: string;
  /** Class naming the event's colour, e.g. `bg-color-blue`. */
  className?: string;
  icon?: CalendarEventIcon;
  start: Date;
  /** Defaults to one hour after `start` (one day for all-day events). */
  end?: Date;
  allDay?: boolean;
}

/** How dates are read: the first day of a week (0 = Sunday) and the date-fns locale for names. */
export interface CalendarLocaleOptions {
  weekStartsOn?: Day;
  locale?: Locale;
}

/** A span of time, `end` exclusive. */
export interface DateRange {
  start: Date;
  end: Date;
}

/** Minutes in a day on the wall clock; a timed event's place is measured in these even on DST days. */
export const minutesPerDay = 24 * 60;

const weeksInMonthGrid = 6;

const daysInView: Record<CalendarView, number> = { month: weeksInMonthGrid * 7, week: 7, day: 1 };

/** The time a view shows around `date`: from its first midnight to the midnight after its last day. */
export function viewRange(
  view: CalendarView,
  date: Date,
  { weekStartsOn = 0 }: CalendarLocaleOptions = {},
): DateRange {
  const start =
    view === 'month'
      ? startOfWeek(startOfMonth(date), { weekStartsOn })
      : view === 'week'
        ? startOfWeek(date, { weekStartsOn })
        : startOfDay(date);
  return { start, end: addDays(start, daysInView[view]) };
}

/** The days a view shows around `date`, each a local midnight. */
export function viewDays(view: CalendarView, date: Date, options: CalendarLocaleOptions = {}): Date[] {
  const { start } = viewRange(view, date, options);
  return Array.from({ length: daysInView[view] }, (_, day) => addDays(start, day));
}

/**
 * The days of a month view: six weeks of seven local midnights starting on the week start, so the grid
 * keeps its height from month to month. Days come from calendar arithmetic, never from adding hours,
 * so a daylight-saving change never skips or repeats a day.
 */
export function monthGrid(month: Date, options: CalendarLocaleOptions = {}): Date[][] {
  const days = viewDays('month', month, options);
  return Array.from({ length: weeksInMonthGrid }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The seven days of the week holding `date`. */
export function weekDays(date: Date, options: CalendarLocaleOptions = {}): Date[] {
  return viewDays('week', date, options);
}

/** The date a Previous (-1) or Next (+1) press moves to: a month, a week or a day. */
export function shiftDate(view: CalendarView, date: Date, step: number): Date {
  if (view === 'month') return addMonths(date, step);
  if (view === 'week') return addWeeks(date, step);
  return addDays(date, step);
}

/** A day written out in full in the locale, e.g. "Thursday, November 26, 2026" or "Donnerstag, 26. November 2026". */
export function fullDate(date: Date, locale: Locale = enUS): string {
  return new Intl.DateTimeFormat(locale.code, { dateStyle: 'full' }).format(date);
}

/** The heading naming what a view shows, e.g. "November 2026", "Nov 22 – 28, 2026" or "Monday, November 23, 2026". */
export function rangeTitle(view: CalendarView, date: Date, options: CalendarLocaleOptions = {}): string {
  const locale = options.locale ?? enUS;
  if (view === 'month') return format(date, 'LLLL yyyy', { locale });
  if (view === 'day') return fullDate(date, locale);
  const first = startOfWeek(date, { weekStartsOn: options.weekStartsOn ?? 0 });
  const last = endOfWeek(date, { weekStartsOn: options.weekStartsOn ?? 0 });
  if (!isSameYear(first, last))
    return `${format(first, 'PP', { locale })} – ${format(last, 'PP', { locale })}`;
  if (!isSameMonth(first, last))
    return `${format(first, 'MMM d', { locale })} – ${format(last, 'PP', { locale })}`;
  return `${format(first, 'MMM d', { locale })} – ${format(last, 'd, yyyy', { locale })}`;
}

/** The exclusive end of an event, filling in the default length when it has none or a backwards one. */
export function entryEnd(entry: CalendarEntry): Date {
  if (entry.end && entry.end > entry.start) return entry.end;
  return entry.allDay ? addDays(startOfDay(entry.start), 1) : addMinutes(entry.start, 60);
}

/** Whether an event covers any part of the day starting at the local midnight `day`. */
export function entryTouchesDay(entry: CalendarEntry, day: Date): boolean {
  return entry.start < addDays(day, 1) && entryEnd(entry) > day;
}

/** Whether an event belongs in a view's all-day row: all-day events and timed ones spanning days. */
export function isAllDayRow(entry: CalendarEntry): boolean {
  return Boolean(entry.allDay) || differenceInCalendarDays(addMinutes(entryEnd(entry), -1), entry.start) > 0;
}

/** Events in display order: earlier first, then longer first, then by title, so days read the same each time. */
export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  const byAllDay = Number(Boolean(b.allDay)) - Number(Boolean(a.allDay));
  if (byAllDay !== 0) return byAllDay;
  const byStart = a.start.getTime() - b.start.getTime();
  if (byStart !== 0) return byStart;
  const byLength = entryEnd(b).getTime() - entryEnd(a).getTime();
  return byLength !== 0 ? byLength : a.title.localeCompare(b.title);
}

/** The events of one day, in display order. */
export function entriesOnDay(entries: readonly CalendarEntry[], day: Date): CalendarEntry[] {
  return entries.filter((entry) => entryTouchesDay(entry, day)).sort(compareEntries);
}

/** What a month day shows: the events that fit and how many more hide behind "+N more". */
export interface MonthDayEvents {
  visible: CalendarEntry[];
  hiddenCount: number;
}

/**
 * Splits a month day's events into the ones shown and the rest. When they do not all fit, the last line
 * goes to "+N more", so a day never shows more than `maxLines` lines.
 */
export function monthDayEvents(dayEntries: readonly CalendarEntry[], maxLines: number): MonthDayEvents {
  const lines = Math.max(1, Math.floor(maxLines));
  if (dayEntries.length <= lines) return { visible: [...dayEntries], hiddenCount: 0 };
  const visible = dayEntries.slice(0, lines - 1);
  return { visible, hiddenCount: dayEntries.length - visible.length };
}

/** A timed event placed in a day column: wall-clock minutes from midnight and its side-by-side column. */
export interface PlacedEntry {
  entry: CalendarEntry;
  /** Minutes after midnight where the event's box starts, 0 to 1440. */
  top: number;
  /** Minutes after midnight where the event's box ends, `top` to 1440. */
  bottom: number;
  /** Zero-based column among the events it overlaps. */
  column: number;
  /** Columns its overlapping group is split into. */
  columns: number;
}

function wallClockMinutes(moment: Date, day: Date): number {
  if (moment <= day) return 0;
  if (moment >= addDays(day, 1)) return minutesPerDay;
  return moment.getHours() * 60 + moment.getMinutes() + moment.getSeconds() / 60;
}

/**
 * Places a day's timed events side by side: each overlapping group is split into as many columns as it
 * needs at its busiest, every event taking the first column free at its start. Events are cut to the day.
 */
export function layoutDay(entries: readonly CalendarEntry[], day: Date): PlacedEntry[] {
  // Sorted by wall-clock place rather than by instant: on the day clocks go back the two orders differ,
  // and columns must be free where the boxes are drawn.
  const boxes = entriesOnDay(entries, day)
    .filter((entry) => !isAllDayRow(entry))
    .map((entry) => {
      const top = wallClockMinutes(entry.start, day);
      // A zero-length box still needs a sliver of height to be seen and to keep its own column.
      const bottom = Math.max(wallClockMinutes(entryEnd(entry), day), Math.min(top + 1, minutesPerDay));
      return { entry, top, bottom, column: 0, columns: 1 };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);
  let group: PlacedEntry[] = [];
  let columnEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const item of group) item.columns = columnEnds.length;
    group = [];
    columnEnds = [];
  };
  for (const item of boxes) {
    if (item.top >= groupEnd) closeGroup();
    const free = columnEnds.findIndex((end) => end <= item.top);
    item.column = free === -1 ? columnEnds.length : free;
    columnEnds[item.column] = item.bottom;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.bottom);
  }
  closeGroup();
  return boxes;
}
