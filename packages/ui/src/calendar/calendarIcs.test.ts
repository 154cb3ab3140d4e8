import { describe, expect, it } from 'vitest';
import { entriesToIcs, IcsImportError } from './calendarIcs';
import { entriesFromIcs } from './calendarIcsImport';
import type { CalendarEntry } from './calendarMath';

const timed: CalendarEntry = {
  id: 'review',
  title: 'Quarterly review; "Q4", <b>numbers</b>',
  description: 'Room 4,\nbring the numbers',
  className: 'bg-color-red',
  icon: 'fa-lock',
  start: new Date(2026, 10, 10, 9, 30),
  end: new Date(2026, 10, 10, 11),
  allDay: false,
};
const allDay: CalendarEntry = {
  id: 'offsite',
  title: 'Team offsite',
  start: new Date(2026, 10, 2),
  end: new Date(2026, 10, 4),
  allDay: true,
};

const wrap = (body: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', body, 'END:VCALENDAR'].join('\r\n');

describe('entriesToIcs and entriesFromIcs', () => {
  it('round-trip timed and all-day events with their texts, colour and icon', async () => {
    const text = await entriesToIcs([timed, allDay]);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('DTSTART;VALUE=DATE:20261102');
    expect(text).toContain('DTSTART:20261110T093000');
    expect(await entriesFromIcs(text)).toEqual({ entries: [timed, allDay], sourceCount: 2, isCapped: false });
  });

  it('write an all-day event without an end as one day, and a timed one as one hour', async () => {
    const text = await entriesToIcs([
      { id: 'a', title: 'Holiday', start: new Date(2026, 11, 25), allDay: true },
      { id: 'b', title: 'Call', start: new Date(2026, 11, 24, 16) },
    ]);
    expect(text).toContain('DTEND;VALUE=DATE:20261226');
    expect(text).toContain('DTEND:20261224T170000');
  });

  it('read events from other apps: UTC times, a missing end, no UID', async () => {
    const {
      entries: [utc, noEnd],
    } = await entriesFromIcs(
      wrap(
        [
          'BEGIN:VEVENT',
          'UID:x@example.com',
          'SUMMARY:Launch',
          'DTSTART:20261201T150000Z',
          'DTEND:20261201T160000Z',
          'END:VEVENT',
          'BEGIN:VEVENT',
          'SUMMARY:Day off',
          'DTSTART;VALUE=DATE:20261207',
          'END:VEVENT',
        ].join('\r\n'),
      ),
    );
    expect(utc).toMatchObject({ id: 'x@example.com', title: 'Launch', allDay: false });
    expect(utc?.start.getTime()).toBe(Date.UTC(2026, 11, 1, 15));
    expect(noEnd).toMatchObject({
      id: 'imported-2',
      start: new Date(2026, 11, 7),
      end: new Date(2026, 11, 8),
      allDay: true,
    });
  });

  it('ignore an unknown icon rather than show a broken one', async () => {
    const {
      entries: [entry],
    } = await entriesFromIcs(
      wrap(
        [
          'BEGIN:VEVENT',
          'SUMMARY:A',
          'DTSTART:20261201T150000',
          'X-ATRIUM-ICON:fa-rocket',
          'END:VEVENT',
        ].join('\r\n'),
      ),
    );
    expect(entry?.icon).toBeUndefined();
  });

  it('refuse broken input as a whole, saying why', async () => {
    const reasons = async (text: string) => {
      try {
        await entriesFromIcs(text);
        return 'read';
      } catch (error) {
        return error instanceof IcsImportError ? error.reason : String(error);
      }
    };
    expect(await reasons('not a calendar at all')).toBe('unreadable');
    expect(await reasons('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe('unreadable');
    expect(await reasons(wrap(''))).toBe('noEvents');
    expect(
      await reasons(
        wrap(
          [
            'BEGIN:VEVENT',
            'SUMMARY:Fine',
            'DTSTART:20261201T150000',
            'END:VEVENT',
            'BEGIN:VEVENT',
            'SUMMARY:No start',
            'END:VEVENT',
          ].join('\r\n'),
        ),
      ),
    ).toBe('badEvent');
    expect(
      await reasons(wrap(['BEGIN:VEVENT', 'SUMMARY:Bad', 'DTSTART:2026-13-45', 'END:VEVENT'].join('\r\n'))),
    ).not.toBe('read');
  });
});
