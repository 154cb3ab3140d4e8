import { describe, expect, it } from 'vitest';
import { IcsImportError } from './calendarIcs';
import { entriesFromIcs } from './calendarIcsImport';

const wrap = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Other app//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
  ].join('\r\n');

// The window is a year either side of this day.
const now = new Date(2026, 10, 27, 12);
const starts = (entries: { start: Date }[]) => entries.map(({ start }) => start);

describe('entriesFromIcs with repeating events', () => {
  it('expands a weekly rule, leaving out its EXDATEs and moving a changed occurrence', async () => {
    const result = await entriesFromIcs(
      wrap(
        [
          'UID:standup@example.com',
          'SUMMARY:Stand-up',
          'DTSTART:20261202T090000',
          'DTEND:20261202T091500',
          'RRULE:FREQ=WEEKLY;UNTIL=20261231T235959',
          'EXDATE:20261216T090000',
        ],
        [
          'UID:standup@example.com',
          'RECURRENCE-ID:20261223T090000',
          'SUMMARY:Stand-up (late)',
          'DTSTART:20261223T110000',
          'DTEND:20261223T111500',
        ],
        ['UID:launch@example.com', 'SUMMARY:Launch', 'DTSTART:20261201T150000'],
      ),
      { now },
    );
    expect(result.sourceCount).toBe(3);
    expect(result.isCapped).toBe(false);
    const standUps = result.entries.filter(({ id }) => id.startsWith('standup'));
    expect(starts(standUps)).toEqual([
      new Date(2026, 11, 2, 9),
      new Date(2026, 11, 9, 9),
      new Date(2026, 11, 23, 11),
      new Date(2026, 11, 30, 9),
    ]);
    expect(standUps[2]).toMatchObject({ title: 'Stand-up (late)', end: new Date(2026, 11, 23, 11, 15) });
    expect(standUps[0]).toMatchObject({ title: 'Stand-up', end: new Date(2026, 11, 2, 9, 15) });
    // Every occurrence keeps an id of its own, so none replaces another.
    expect(new Set(result.entries.map(({ id }) => id)).size).toBe(result.entries.length);
    expect(result.entries.find(({ id }) => id === 'launch@example.com')?.title).toBe('Launch');
  });

  it('stops a COUNT rule at its count and gives all-day occurrences whole days', async () => {
    const { entries } = await entriesFromIcs(
      wrap(['UID:pay', 'SUMMARY:Payday', 'DTSTART;VALUE=DATE:20270115', 'RRULE:FREQ=MONTHLY;COUNT=3']),
      { now },
    );
    expect(entries).toEqual([
      expect.objectContaining({ start: new Date(2027, 0, 15), end: new Date(2027, 0, 16), allDay: true }),
      expect.objectContaining({ start: new Date(2027, 1, 15), allDay: true }),
      expect.objectContaining({ start: new Date(2027, 2, 15), allDay: true }),
    ]);
  });

  it('keeps an endless rule to a year either side of now, and says when the limit cut it', async () => {
    const daily = wrap(['UID:d', 'SUMMARY:Daily', 'DTSTART:20200101T080000', 'RRULE:FREQ=DAILY']);
    const all = await entriesFromIcs(daily, { now });
    expect(all.isCapped).toBe(false);
    expect(all.entries[0]?.start).toEqual(new Date(2025, 10, 28, 8));
    expect(all.entries.at(-1)?.start).toEqual(new Date(2027, 10, 27, 8));
    expect(all.entries).toHaveLength(730);
    const capped = await entriesFromIcs(daily, { now, limit: 10 });
    expect(capped.isCapped).toBe(true);
    expect(capped.entries).toHaveLength(10);
    expect(capped.sourceCount).toBe(1);
  });

  it('reads RDATEs as extra occurrences', async () => {
    const { entries } = await entriesFromIcs(
      wrap(['UID:r', 'SUMMARY:Review', 'DTSTART:20261203T100000', 'RDATE:20261210T100000,20261222T140000']),
      { now },
    );
    expect(starts(entries)).toEqual([
      new Date(2026, 11, 3, 10),
      new Date(2026, 11, 10, 10),
      new Date(2026, 11, 22, 14),
    ]);
  });

  it('refuses a file with a repeat rule it cannot read, saying so', async () => {
    const reason = async (rule: string) => {
      try {
        await entriesFromIcs(
          wrap(
            ['UID:fine', 'SUMMARY:Fine', 'DTSTART:20261201T150000'],
            ['UID:bad', 'SUMMARY:Bad', 'DTSTART:20261202T150000', `RRULE:${rule}`],
          ),
          { now },
        );
        return 'read';
      } catch (error) {
        return error instanceof IcsImportError ? error.reason : String(error);
      }
    };
    expect(await reason('FREQ=SOMETIMES')).toBe('badRule');
    expect(await reason('FREQ=WEEKLY;COUNT=many')).toBe('badRule');
    expect(await reason('FREQ=WEEKLY;UNTIL=tomorrow')).toBe('badRule');
    expect(await reason('every other tuesday')).toBe('badRule');
    expect(await reason('FREQ=WEEKLY;COUNT=2')).toBe('read');
  });
});
