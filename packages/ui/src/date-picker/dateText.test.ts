import { de } from 'date-fns/locale/de';
import { enUS } from 'date-fns/locale/en-US';
import { describe, expect, it } from 'vitest';
import {
  defaultDateFormat,
  defaultInvalidMessage,
  formatDateText,
  formatPlaceholder,
  monthNames,
  parseDateText,
  weekdayNames,
  yearRange,
} from './dateText';

const dayOf = (result: ReturnType<typeof parseDateText>) =>
  result.status === 'valid'
    ? [result.date.getFullYear(), result.date.getMonth() + 1, result.date.getDate()]
    : result.status;

describe('formatDateText', () => {
  it('uses MM/dd/yyyy by default and the locale for names', () => {
    expect(formatDateText(new Date(2025, 2, 7), defaultDateFormat, enUS)).toBe('03/07/2025');
    expect(formatDateText(new Date(2025, 2, 7), 'd. MMMM yyyy', de)).toBe('7. März 2025');
  });
});

describe('parseDateText', () => {
  it('reads text in the display format', () => {
    expect(dayOf(parseDateText('03/07/2025', defaultDateFormat, enUS))).toEqual([2025, 3, 7]);
    expect(dayOf(parseDateText('3/7/2025', defaultDateFormat, enUS))).toEqual([2025, 3, 7]);
    expect(dayOf(parseDateText('  03/07/2025 ', defaultDateFormat, enUS))).toEqual([2025, 3, 7]);
  });

  it('reads month names in the locale', () => {
    expect(dayOf(parseDateText('7. März 2025', 'd. MMMM yyyy', de))).toEqual([2025, 3, 7]);
    expect(parseDateText('7. March 2025', 'd. MMMM yyyy', de).status).toBe('invalid');
  });

  it('tells empty text from text that is not a date', () => {
    expect(parseDateText('   ', defaultDateFormat, enUS).status).toBe('empty');
    expect(parseDateText('13/01/2025', defaultDateFormat, enUS).status).toBe('invalid');
    expect(parseDateText('02/30/2025', defaultDateFormat, enUS).status).toBe('invalid');
    expect(parseDateText('03/07/2025x', defaultDateFormat, enUS).status).toBe('invalid');
    expect(parseDateText('tomorrow', defaultDateFormat, enUS).status).toBe('invalid');
  });

  it('rejects years that are not four digits long', () => {
    expect(parseDateText('03/07/25', defaultDateFormat, enUS).status).toBe('invalid');
    expect(parseDateText('03/07/20255', defaultDateFormat, enUS).status).toBe('invalid');
  });

  it('reads back what it formats, for every day of a year', () => {
    for (let offset = 0; offset < 366; offset += 1) {
      const day = new Date(2024, 0, 1 + offset);
      for (const [pattern, locale] of [
        [defaultDateFormat, enUS],
        ['dd.MM.yyyy', de],
        ['d. MMMM yyyy', de],
      ] as const) {
        const result = parseDateText(formatDateText(day, pattern, locale), pattern, locale);
        expect(result.status === 'valid' && result.date.getTime()).toBe(day.getTime());
      }
    }
  });
});

describe('monthNames and weekdayNames', () => {
  it('gives stand-alone month names in the locale', () => {
    expect(monthNames(enUS)[0]).toBe('January');
    expect(monthNames(de)).toHaveLength(12);
    expect(monthNames(de)[2]).toBe('März');
  });

  it("starts the week on the locale's first day", () => {
    expect(weekdayNames(enUS).map((day) => day.short)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(weekdayNames(de)[0]).toEqual({ short: 'Mo', long: 'Montag' });
    expect(weekdayNames(de)[6]?.long).toBe('Sonntag');
  });
});

describe('yearRange', () => {
  it('spans 100 years either side of this year without bounds', () => {
    const years = yearRange({ currentYear: 2025, shownYear: 2025 });
    expect(years[0]).toBe(1925);
    expect(years.at(-1)).toBe(2125);
    expect(years).toHaveLength(201);
  });

  it('follows minValue and maxValue years when given', () => {
    expect(yearRange({ minYear: 2020, maxYear: 2023, currentYear: 2025, shownYear: 2021 })).toEqual([
      2020, 2021, 2022, 2023,
    ]);
    expect(yearRange({ minYear: 2024, currentYear: 2025, shownYear: 2024 })[0]).toBe(2024);
  });

  it('always includes the year on show', () => {
    expect(yearRange({ currentYear: 2025, shownYear: 1800 })[0]).toBe(1800);
  });
});

describe('formatPlaceholder and defaultInvalidMessage', () => {
  const context = { pattern: defaultDateFormat, locale: enUS, placeholder: 'mm/dd/yyyy' };

  it('shows the shape of the expected text', () => {
    expect(formatPlaceholder('MM/dd/yyyy')).toBe('mm/dd/yyyy');
    expect(formatPlaceholder('dd.MM.yyyy')).toBe('dd.mm.yyyy');
  });

  it('names the format, the bounds in the display format, or the unavailable day', () => {
    expect(defaultInvalidMessage('badInput', context)).toBe('Enter a date as mm/dd/yyyy');
    expect(defaultInvalidMessage('rangeUnderflow', { ...context, minValue: new Date(2025, 0, 5) })).toBe(
      'Choose a date on or after 01/05/2025',
    );
    expect(defaultInvalidMessage('rangeOverflow', { ...context, maxValue: new Date(2025, 11, 24) })).toBe(
      'Choose a date on or before 12/24/2025',
    );
    expect(defaultInvalidMessage('unavailable', context)).toBe('This date is not available');
    expect(defaultInvalidMessage('invalid', context)).toBeNull();
  });
});
