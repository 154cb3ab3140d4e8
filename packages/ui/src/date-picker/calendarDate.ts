import { CalendarDate, GregorianCalendar, type DateValue } from '@internationalized/date';

/** Day of the week a calendar row starts on, as react-aria names it. */
export type FirstDayOfWeek = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

const weekdayKeys: readonly FirstDayOfWeek[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The calendar day a `Date` falls on in local time; the time of day is dropped. */
export function toCalendarDate(date: Date): CalendarDate {
  return new CalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Local midnight of a calendar day, as the `Date` the public API hands out. */
export function toDate(value: DateValue): Date {
  // `new Date(y, m, d)` maps years 0–99 to 1900–1999, so set the year explicitly.
  const date = new Date(2000, 0, 1);
  date.setFullYear(value.year, value.month - 1, value.day);
  return date;
}

/** `toCalendarDate` for optional values, keeping `null` (cleared) apart from `undefined` (not given). */
export function toOptionalCalendarDate(date: Date | null | undefined): CalendarDate | null | undefined {
  return date == null ? date : toCalendarDate(date);
}

/** Maps date-fns' `weekStartsOn` (0 = Sunday) to react-aria's `firstDayOfWeek`. */
export function toFirstDayOfWeek(weekStartsOn: number | undefined): FirstDayOfWeek {
  return weekdayKeys[(((weekStartsOn ?? 0) % 7) + 7) % 7] ?? 'sun';
}

/**
 * Only the Gregorian calendar: date-fns formats Gregorian dates, and the default factory would bundle
 * every calendar system @internationalized/date knows.
 */
export function createGregorianCalendar(): GregorianCalendar {
  return new GregorianCalendar();
}
