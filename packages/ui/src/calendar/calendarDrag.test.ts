import fc from 'fast-check';
import { addDays, differenceInCalendarDays, differenceInMinutes, isSameDay } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dayDropId,
  entryFromTemplate,
  isSameTime,
  movedEntry,
  neighbourDropId,
  parseDropId,
  resizedEntry,
  slotDropId,
} from './calendarDrag';
import { entryEnd, type CalendarEntry } from './calendarMath';

// A zone with daylight saving, so moves across the March and November changes are real.
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const anyDay = fc
  .record({
    year: fc.integer({ min: 2000, max: 2040 }),
    month: fc.integer({ min: 0, max: 11 }),
    date: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, date }) => new Date(year, month, date));
// `time`'s wall-clock time on `day`. A time the clock skips that day (the spring change) comes out an hour later,
// as the local clock has it: 02:00 on the day clocks go from 02:00 to 03:00 is 03:00.
const atWallClock = (day: Date, time: Date) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.getHours(), time.getMinutes());
const timedEntry = fc
  .record({
    day: anyDay,
    hour: fc.integer({ min: 0, max: 22 }),
    minute: fc.constantFrom(0, 15, 30, 45),
    length: fc.integer({ min: 15, max: 180 }),
  })
  .map(({ day, hour, minute, length }): CalendarEntry => {
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute);
    return { id: 'e', title: 'Meeting', start, end: new Date(start.getTime() + length * 60_000) };
  });

describe('drop ids', () => {
  it('read back the day and hour they were written from', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 23 }), (day, hour) => {
        expect(parseDropId(dayDropId(day))).toEqual({ kind: 'day', day });
        expect(parseDropId(slotDropId(day, hour))).toEqual({ kind: 'slot', day, hour });
      }),
    );
  });

  it('refuse ids of anything else', () => {
    for (const id of [
      'move:day:2026-11-26:x',
      'day:2026-11-26T09',
      'slot:2026-11-26',
      'slot:2026-11-26T24',
      42,
    ])
      expect(parseDropId(id)).toBeNull();
  });
});

describe('movedEntry', () => {
  it('moves an event from the 29th to 31st into a shorter month by whole days, never to the month end', () => {
    const endOfMonthDay = fc
      .record({
        year: fc.integer({ min: 2000, max: 2040 }),
        month: fc.constantFrom(0, 2, 4, 7, 9),
        date: fc.integer({ min: 29, max: 31 }),
        hour: fc.integer({ min: 0, max: 22 }),
        days: fc.integer({ min: 1, max: 40 }),
        length: fc.integer({ min: 1, max: 4 }),
      })
      .filter(({ year, month, date }) => new Date(year, month, date).getDate() === date);
    fc.assert(
      fc.property(endOfMonthDay, ({ year, month, date, hour, days, length }) => {
        const start = new Date(year, month, date, hour);
        const entry: CalendarEntry = { id: 'e', title: 'Review', start, end: addDays(start, length) };
        const target = addDays(new Date(year, month, date), days);
        const moved = movedEntry(entry, { kind: 'day', day: target });
        expect(isSameDay(moved.start, target)).toBe(true);
        expect(differenceInCalendarDays(moved.end!, moved.start)).toBe(length);
      }),
    );
    // January 31st dropped on February 3rd: three days on, not the 28th plus three.
    const moved = movedEntry(
      { id: 'e', title: 'Review', start: new Date(2026, 0, 31, 9), allDay: false },
      { kind: 'day', day: new Date(2026, 1, 3) },
    );
    expect(moved.start).toEqual(new Date(2026, 1, 3, 9));
  });

  it('moves an event to a day by whole days, keeping its wall-clock times across DST changes', () => {
    fc.assert(
      fc.property(timedEntry, anyDay, (entry, day) => {
        const moved = movedEntry(entry, { kind: 'day', day });
        expect(isSameDay(moved.start, day)).toBe(true);
        expect(moved.start).toEqual(atWallClock(day, entry.start));
        const endDay = addDays(day, differenceInCalendarDays(entry.end!, entry.start));
        expect(moved.end).toEqual(atWallClock(endDay, entry.end!));
      }),
    );
  });

  it('starts a timed event in the slot it is dropped on, keeping its minutes and its length', () => {
    fc.assert(
      fc.property(timedEntry, anyDay, fc.integer({ min: 0, max: 23 }), (entry, day, hour) => {
        const moved = movedEntry(entry, { kind: 'slot', day, hour });
        expect(isSameDay(moved.start, day)).toBe(true);
        const slotTime = new Date(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          hour,
          entry.start.getMinutes(),
        );
        expect(moved.start).toEqual(slotTime);
        expect(differenceInMinutes(entryEnd(moved), moved.start)).toBe(
          differenceInMinutes(entryEnd(entry), entry.start),
        );
      }),
    );
  });

  it('moves an all-day event by days even when dropped on an hour', () => {
    const entry: CalendarEntry = {
      id: 'a',
      title: 'Freeze',
      start: new Date(2026, 10, 2),
      end: new Date(2026, 10, 4),
      allDay: true,
    };
    expect(movedEntry(entry, { kind: 'slot', day: new Date(2026, 10, 10), hour: 14 })).toMatchObject({
      start: new Date(2026, 10, 10),
      end: new Date(2026, 10, 12),
      allDay: true,
    });
  });

  it('leaves an event without an end without one', () => {
    const entry: CalendarEntry = { id: 'a', title: 'Call', start: new Date(2026, 2, 7, 9) };
    const moved = movedEntry(entry, { kind: 'day', day: new Date(2026, 2, 9) });
    expect(moved).toEqual({ ...entry, start: new Date(2026, 2, 9, 9) });
  });
});

describe('resizedEntry', () => {
  it('ends a timed event with the slot on its first day, never before it starts', () => {
    fc.assert(
      fc.property(timedEntry, fc.integer({ min: 0, max: 23 }), (entry, hour) => {
        const resized = resizedEntry(entry, hour);
        expect(resized.start).toEqual(entry.start);
        expect(resized.end!.getTime()).toBeGreaterThan(entry.start.getTime());
        expect(resized.end! <= addDays(new Date(entry.start).setHours(0, 0, 0, 0), 1)).toBe(true);
        const slotEnd = new Date(
          entry.start.getFullYear(),
          entry.start.getMonth(),
          entry.start.getDate(),
          hour + 1,
        );
        if (slotEnd > entry.start) expect(resized.end).toEqual(slotEnd);
      }),
    );
  });

  it('keeps the shortest event to the end of the hour it starts in', () => {
    const entry: CalendarEntry = { id: 'a', title: 'Call', start: new Date(2026, 10, 26, 10, 30) };
    expect(resizedEntry(entry, 8).end).toEqual(new Date(2026, 10, 26, 11));
    expect(isSameTime(resizedEntry(entry, 10), entry)).toBe(false);
  });
});

describe('neighbourDropId', () => {
  const day = new Date(2026, 10, 26);
  it('steps days sideways and by weeks up and down, mirrored in right-to-left', () => {
    expect(neighbourDropId(dayDropId(day), 'ArrowRight')).toBe('day:2026-11-27');
    expect(neighbourDropId(dayDropId(day), 'ArrowRight', 'rtl')).toBe('day:2026-11-25');
    expect(neighbourDropId(dayDropId(day), 'ArrowDown')).toBe('day:2026-12-03');
    expect(neighbourDropId(dayDropId(day), 'ArrowUp')).toBe('day:2026-11-19');
  });

  it('steps hour slots by an hour up and down and a day sideways, stopping at the ends of the day', () => {
    expect(neighbourDropId(slotDropId(day, 9), 'ArrowDown')).toBe('slot:2026-11-26T10');
    expect(neighbourDropId(slotDropId(day, 9), 'ArrowLeft')).toBe('slot:2026-11-25T09');
    expect(neighbourDropId(slotDropId(day, 23), 'ArrowDown')).toBeNull();
    expect(neighbourDropId(slotDropId(day, 0), 'ArrowUp')).toBeNull();
    expect(neighbourDropId('move:x', 'ArrowUp')).toBeNull();
  });
});

describe('entryFromTemplate', () => {
  const template = {
    id: 't',
    title: 'Lunch Break',
    description: 'Out',
    className: 'bg-color-blue',
    icon: 'fa-clock-o' as const,
  };

  it("makes an all-day event on a dropped day, with the template's look and no template id", () => {
    const entry = entryFromTemplate(template, { kind: 'day', day: new Date(2026, 10, 12) });
    expect(entry).toEqual({
      title: 'Lunch Break',
      description: 'Out',
      className: 'bg-color-blue',
      icon: 'fa-clock-o',
      start: new Date(2026, 10, 12),
      allDay: true,
    });
  });

  it('makes a one-hour event from the start of a dropped hour, also on a daylight-saving day', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 22 }), (day, hour) => {
        const entry = entryFromTemplate(template, { kind: 'slot', day, hour });
        expect(entry.allDay).toBe(false);
        expect(isSameDay(entry.start, day)).toBe(true);
        expect(entry.start.getMinutes()).toBe(0);
        expect(differenceInMinutes(entry.end!, entry.start)).toBe(60);
      }),
    );
    const entry = entryFromTemplate(template, { kind: 'slot', day: new Date(2026, 10, 12), hour: 14 });
    expect(entry.start).toEqual(new Date(2026, 10, 12, 14));
  });
});
