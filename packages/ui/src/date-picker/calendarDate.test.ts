import { CalendarDate, CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { toCalendarDate, toDate, toFirstDayOfWeek, toOptionalCalendarDate } from './calendarDate';

describe('toCalendarDate', () => {
  it('takes the local day of a Date and drops the time', () => {
    const day = toCalendarDate(new Date(2024, 1, 29, 23, 59, 59));
    expect(day).toBeInstanceOf(CalendarDate);
    expect(day.toString()).toBe('2024-02-29');
  });

  it('numbers months from 1, as CalendarDate does', () => {
    expect(toCalendarDate(new Date(2025, 0, 1)).month).toBe(1);
    expect(toCalendarDate(new Date(2025, 11, 31)).month).toBe(12);
  });
});

describe('toDate', () => {
  it('gives local midnight of the day', () => {
    const date = toDate(new CalendarDate(2025, 3, 9));
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2025, 2, 9]);
    expect([date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds()]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('keeps years below 100 instead of moving them to the 1900s', () => {
    expect(toDate(new CalendarDate(50, 6, 15)).getFullYear()).toBe(50);
  });

  it('ignores the time of a date-time value', () => {
    const date = toDate(new CalendarDateTime(2025, 7, 4, 18, 30));
    expect(date.getHours()).toBe(0);
    expect(date.getDate()).toBe(4);
  });
});

describe('round trip', () => {
  it('returns the same day for every day of a leap year and across DST changes', () => {
    let day = new CalendarDate(2024, 1, 1);
    while (day.year === 2024) {
      expect(toCalendarDate(toDate(day)).compare(day)).toBe(0);
      day = day.add({ days: 1 });
    }
  });

  it('returns the same Date for local midnights', () => {
    const midnight = new Date(2031, 9, 26);
    expect(toDate(toCalendarDate(midnight)).getTime()).toBe(midnight.getTime());
  });
});

describe('toOptionalCalendarDate', () => {
  it('keeps null (cleared) apart from undefined (not given)', () => {
    expect(toOptionalCalendarDate(null)).toBeNull();
    expect(toOptionalCalendarDate(undefined)).toBeUndefined();
    expect(toOptionalCalendarDate(new Date(2025, 4, 1))?.toString()).toBe('2025-05-01');
  });
});

describe('toFirstDayOfWeek', () => {
  it("maps date-fns' weekStartsOn to react-aria's day keys", () => {
    expect(toFirstDayOfWeek(0)).toBe('sun');
    expect(toFirstDayOfWeek(1)).toBe('mon');
    expect(toFirstDayOfWeek(6)).toBe('sat');
    expect(toFirstDayOfWeek(undefined)).toBe('sun');
  });
});
