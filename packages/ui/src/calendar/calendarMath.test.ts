import fc from 'fast-check';
import { addMinutes, differenceInCalendarDays, getDate, getDay, isSameMonth } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { afterAll, describe, expect, it } from 'vitest';
import {
  entryEnd,
  layoutDay,
  minutesPerDay,
  monthDayEvents,
  monthGrid,
  rangeTitle,
  shiftDate,
  viewRange,
  weekDays,
  type CalendarEntry,
} from './calendarMath';

// Tests run in their own process: a zone with daylight saving makes the DST properties bite.
const zoneBefore = process.env.TZ;
process.env.TZ = 'America/New_York';
afterAll(() => {
  process.env.TZ = zoneBefore;
});

const weekStart = fc.constantFrom(0, 1, 2, 3, 4, 5, 6) as fc.Arbitrary<0 | 1 | 2 | 3 | 4 | 5 | 6>;
const anyMonth = fc.record({
  year: fc.integer({ min: 1970, max: 2100 }),
  month: fc.integer({ min: 0, max: 11 }),
});

describe('the time zone of these tests', () => {
  it('has daylight saving, so the DST cases below are real', () => {
    expect(new Date(2026, 2, 7).getTimezoneOffset()).not.toBe(new Date(2026, 2, 9).getTimezoneOffset());
  });
});

describe('monthGrid', () => {
  it('gives six weeks of consecutive local midnights that start on the week start and hold the month', () => {
    fc.assert(
      fc.property(anyMonth, weekStart, ({ year, month }, weekStartsOn) => {
        const grid = monthGrid(new Date(year, month, 15), { weekStartsOn });
        const days = grid.flat();
        expect(grid).toHaveLength(6);
        for (const week of grid) expect(week).toHaveLength(7);
        expect(days.map((day) => getDay(day)).slice(0, 1)).toEqual([weekStartsOn]);
        days.forEach((day, index) => {
          expect([day.getHours(), day.getMinutes()]).toEqual([0, 0]);
          const before = days[index - 1];
          if (before) expect(differenceInCalendarDays(day, before)).toBe(1);
        });
        const inMonth = days.filter((day) => isSameMonth(day, new Date(year, month, 1)));
        expect(inMonth.map((day) => getDate(day))).toEqual(
          Array.from({ length: new Date(year, month + 1, 0).getDate() }, (_, index) => index + 1),
        );
        expect(days.slice(0, 7).some((day) => getDate(day) === 1 && day.getMonth() === month)).toBe(true);
      }),
    );
  });

  it('keeps every day across the spring and autumn clock changes', () => {
    const march = monthGrid(new Date(2026, 2, 1)).flat();
    expect(march.filter((day) => day.getMonth() === 2).map((day) => getDate(day))).toEqual(
      Array.from({ length: 31 }, (_, index) => index + 1),
    );
    const november = monthGrid(new Date(2026, 10, 1), { weekStartsOn: 1 }).flat();
    expect(november.map((day) => getDate(day)).slice(0, 8)).toEqual([26, 27, 28, 29, 30, 31, 1, 2]);
  });

  it('crosses year ends on both sides', () => {
    const january = monthGrid(new Date(2027, 0, 1)).flat();
    expect(january[0]).toEqual(new Date(2026, 11, 27));
    const december = monthGrid(new Date(2026, 11, 1)).flat();
    expect(december[december.length - 1]).toEqual(new Date(2027, 0, 9));
  });
});

describe('weeks, days and titles', () => {
  it('starts a week on the configured day', () => {
    expect(weekDays(new Date(2026, 10, 26), { weekStartsOn: 1 })[0]).toEqual(new Date(2026, 10, 23));
    expect(weekDays(new Date(2026, 10, 26))[0]).toEqual(new Date(2026, 10, 22));
  });

  it('spans whole days, the week across a clock change included', () => {
    const week = viewRange('week', new Date(2026, 10, 3));
    expect(week).toEqual({ start: new Date(2026, 10, 1), end: new Date(2026, 10, 8) });
    expect(viewRange('day', new Date(2026, 10, 1, 15))).toEqual({
      start: new Date(2026, 10, 1),
      end: new Date(2026, 10, 2),
    });
  });

  it('moves by a month, a week or a day', () => {
    expect(shiftDate('month', new Date(2026, 0, 31), 1)).toEqual(new Date(2026, 1, 28));
    expect(shiftDate('week', new Date(2026, 11, 29), 1)).toEqual(new Date(2027, 0, 5));
    expect(shiftDate('day', new Date(2026, 0, 1), -1)).toEqual(new Date(2025, 11, 31));
  });

  it('names the visible range in the chosen locale', () => {
    const date = new Date(2026, 10, 26);
    expect(rangeTitle('month', date)).toBe('November 2026');
    expect(rangeTitle('week', date)).toBe('Nov 22 – 28, 2026');
    expect(rangeTitle('week', new Date(2026, 10, 30))).toBe('Nov 29 – Dec 5, 2026');
    expect(rangeTitle('week', new Date(2026, 11, 31))).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(rangeTitle('day', date)).toBe('Thursday, November 26, 2026');
    expect(rangeTitle('month', date, { locale: de })).toBe('November 2026');
    expect(rangeTitle('day', date, { locale: de })).toBe('Donnerstag, 26. November 2026');
  });
});

describe('monthDayEvents', () => {
  const entry = (id: number): CalendarEntry => ({
    id: String(id),
    title: `E${id}`,
    start: new Date(2026, 0, 1),
  });

  it('shows everything that fits, otherwise gives the last line to "+N more"', () => {
    const three = [1, 2, 3].map(entry);
    expect(monthDayEvents(three, 3)).toEqual({ visible: three, hiddenCount: 0 });
    const five = [1, 2, 3, 4, 5].map(entry);
    expect(monthDayEvents(five, 3)).toEqual({ visible: five.slice(0, 2), hiddenCount: 3 });
  });

  it('never shows more lines than allowed and never loses an event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 8 }), (count, lines) => {
        const { visible, hiddenCount } = monthDayEvents(
          Array.from({ length: count }, (_, i) => entry(i)),
          lines,
        );
        expect(visible.length + hiddenCount).toBe(count);
        expect(visible.length + (hiddenCount > 0 ? 1 : 0)).toBeLessThanOrEqual(lines);
      }),
    );
  });
});

describe('layoutDay', () => {
  // Around the autumn clock change, so repeated wall-clock hours are covered too.
  const dayIndex = fc.integer({ min: 0, max: 2 });
  const days = [new Date(2026, 10, 1), new Date(2026, 2, 8), new Date(2026, 5, 15)];
  const timedEntries = fc.array(
    fc.record({
      startMinutes: fc.integer({ min: -300, max: minutesPerDay + 120 }),
      length: fc.integer({ min: 0, max: 600 }),
    }),
    { maxLength: 25 },
  );

  const build = (day: Date, specs: { startMinutes: number; length: number }[]): CalendarEntry[] =>
    specs.map(({ startMinutes, length }, index) => {
      const start = addMinutes(day, startMinutes);
      return { id: String(index), title: `E${index}`, start, end: addMinutes(start, length) };
    });

  it('never puts two overlapping events in one column and keeps every event inside its day', () => {
    fc.assert(
      fc.property(dayIndex, timedEntries, (index, specs) => {
        const day = days[index] ?? new Date(2026, 10, 1);
        const placed = layoutDay(build(day, specs), day);
        for (const item of placed) {
          expect(item.top).toBeGreaterThanOrEqual(0);
          expect(item.bottom).toBeGreaterThan(item.top);
          expect(item.bottom).toBeLessThanOrEqual(minutesPerDay);
          expect(item.column).toBeLessThan(item.columns);
        }
        for (const a of placed)
          for (const b of placed)
            if (a !== b && a.top < b.bottom && b.top < a.bottom) {
              expect(a.column).not.toBe(b.column);
              expect(a.columns).toBe(b.columns);
            }
      }),
    );
  });

  it('splits overlapping events into columns and lets later ones reuse a free column', () => {
    const day = new Date(2026, 10, 26);
    const at = (id: string, from: number, to: number): CalendarEntry => ({
      id,
      title: id,
      start: new Date(2026, 10, 26, from),
      end: new Date(2026, 10, 26, to),
    });
    const placed = layoutDay([at('a', 9, 11), at('b', 10, 12), at('c', 11, 13), at('d', 15, 16)], day);
    expect(placed.map(({ entry, column, columns }) => [entry.id, column, columns])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('leaves all-day and multi-day events to the all-day row and cuts nothing else', () => {
    const day = new Date(2026, 10, 26);
    const allDay: CalendarEntry = { id: 'x', title: 'x', start: day, allDay: true };
    const long: CalendarEntry = {
      id: 'y',
      title: 'y',
      start: new Date(2026, 10, 25, 20),
      end: new Date(2026, 10, 27, 2),
    };
    expect(layoutDay([allDay, long], day)).toEqual([]);
    expect(entryEnd(allDay)).toEqual(new Date(2026, 10, 27));
  });
});
