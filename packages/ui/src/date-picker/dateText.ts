import type { Locale } from 'date-fns';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';

/** What a typed date reads as: nothing, a day, or text that does not match the format. */
export type DateTextResult = { status: 'empty' } | { status: 'valid'; date: Date } | { status: 'invalid' };

/** A weekday column heading: the short text shown and the full name read out. */
export interface WeekdayName {
  short: string;
  long: string;
}

/** Default display format of the date picker (US English: month, day, year). */
export const defaultDateFormat = 'MM/dd/yyyy';

/** Formats a day with a date-fns pattern and locale. */
export function formatDateText(date: Date, pattern: string, locale: Locale): string {
  return format(date, pattern, { locale });
}

/**
 * Reads typed text with a date-fns pattern. Surrounding spaces are ignored; a year outside 1000–9999 counts
 * as invalid, because `yyyy` happily reads "24" as the year 24.
 */
export function parseDateText(text: string, pattern: string, locale: Locale): DateTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { status: 'empty' };
  const date = parse(trimmed, pattern, new Date(2000, 0, 1), { locale });
  if (!isValid(date) || date.getFullYear() < 1000 || date.getFullYear() > 9999) return { status: 'invalid' };
  return { status: 'valid', date };
}

/** The twelve stand-alone month names of a locale, January first. */
export function monthNames(locale: Locale): string[] {
  return Array.from({ length: 12 }, (_, month) => format(new Date(2000, month, 1), 'LLLL', { locale }));
}

/** Weekday names in display order, starting on the locale's first day of the week. */
export function weekdayNames(locale: Locale): WeekdayName[] {
  const weekStartsOn = locale.options?.weekStartsOn ?? 0;
  return Array.from({ length: 7 }, (_, column) => {
    // 2023-01-01 was a Sunday, so day 1 + n is weekday n.
    const day = new Date(2023, 0, 1 + ((weekStartsOn + column) % 7));
    return { short: format(day, 'EEEEEE', { locale }), long: format(day, 'EEEE', { locale }) };
  });
}

/**
 * Years offered by the year selector: from `minYear` to `maxYear` when given, otherwise 100 years either
 * side of this year, always including the year on show.
 */
export function yearRange(options: {
  minYear?: number | undefined;
  maxYear?: number | undefined;
  currentYear: number;
  shownYear: number;
}): number[] {
  const { minYear, maxYear, currentYear, shownYear } = options;
  const first = Math.min(minYear ?? currentYear - 100, shownYear);
  const last = Math.max(maxYear ?? currentYear + 100, shownYear);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** A placeholder that shows the expected shape of the text, e.g. `mm/dd/yyyy`. */
export function formatPlaceholder(pattern: string): string {
  return pattern.toLowerCase();
}

/**
 * Why a date picker shows as invalid: text that does not match the format, a day before `minValue` or after
 * `maxValue`, an unavailable day, or `isInvalid` set by the app.
 */
export type DateInvalidReason = 'badInput' | 'rangeUnderflow' | 'rangeOverflow' | 'unavailable' | 'invalid';

/** The English message shown for a reason; `null` for `invalid`, where only the app knows what is wrong. */
export function defaultInvalidMessage(
  reason: DateInvalidReason,
  context: { pattern: string; locale: Locale; placeholder: string; minValue?: Date; maxValue?: Date },
): string | null {
  const { pattern, locale } = context;
  switch (reason) {
    case 'badInput':
      return `Enter a date as ${context.placeholder}`;
    case 'rangeUnderflow':
      return context.minValue
        ? `Choose a date on or after ${formatDateText(context.minValue, pattern, locale)}`
        : null;
    case 'rangeOverflow':
      return context.maxValue
        ? `Choose a date on or before ${formatDateText(context.maxValue, pattern, locale)}`
        : null;
    case 'unavailable':
      return 'This date is not available';
    case 'invalid':
      return null;
  }
}
