import { describe, expect, it, vi } from 'vitest';
import {
  newEventId,
  toCalendarEntries,
  toStoredEntry,
  toStoredTimes,
  toTemplate,
} from './calendarEventEntries';

const now = new Date(2026, 10, 26, 15, 30);

describe('toCalendarEntries', () => {
  it('moves the anchor month’s events into the current month, keeping day and time', () => {
    const { entries, skipped } = toCalendarEntries(
      [
        { id: 1, title: 'Stand-up', start: '2026-01-06T09:00:00', end: '2026-01-06T09:15:00' },
        { id: 'b', title: 'Freeze', start: '2026-01-05', end: '2026-01-08', allDay: true },
      ],
      now,
    );
    expect(skipped).toBe(0);
    expect(entries[0]).toMatchObject({
      id: '1',
      start: new Date(2026, 10, 6, 9),
      end: new Date(2026, 10, 6, 9, 15),
    });
    expect(entries[1]).toMatchObject({
      id: 'b',
      start: new Date(2026, 10, 5),
      end: new Date(2026, 10, 8),
      allDay: true,
    });
  });

  it('skips events whose start or end is not a date and counts them', () => {
    const { entries, skipped } = toCalendarEntries(
      [
        { id: 1, title: 'Fine', start: '2026-01-02' },
        { id: 2, title: 'No start', start: 'soon' },
        { id: 3, title: 'No end', start: '2026-01-02', end: '2026-13-45' },
      ],
      now,
    );
    expect(entries.map((entry) => entry.title)).toEqual(['Fine']);
    expect(skipped).toBe(2);
  });
});

describe('toTemplate', () => {
  const draft = { title: '', description: '  ', className: 'bg-color-red', icon: 'fa-lock' as const };

  it('fills empty texts with the fallbacks, in the language given', () => {
    expect(toTemplate(draft, 'new')).toEqual({
      id: 'new',
      title: 'Untitled Event',
      description: 'no description',
      className: 'bg-color-red',
      icon: 'fa-lock',
    });
    const german = { title: 'Unbenannter Termin', description: 'keine Beschreibung' };
    expect(toTemplate({ ...draft, title: ' Board ' }, 'x', german)).toMatchObject({
      title: 'Board',
      description: 'keine Beschreibung',
    });
  });
});

describe('toStoredEntry', () => {
  const look = {
    title: 'Lunch',
    description: 'Out',
    className: 'bg-color-blue',
    icon: 'fa-clock-o' as const,
  };

  it('saves a dropped all-day event that reads back on the day it was dropped', () => {
    const stored = toStoredEntry({ ...look, start: new Date(2026, 10, 30), allDay: true }, now, 'new');
    expect(stored).toEqual({ id: 'new', ...look, start: '2026-01-30', allDay: true });
    expect(toCalendarEntries([stored], now).entries[0]?.start).toEqual(new Date(2026, 10, 30));
  });

  it('saves a dropped hour with its end', () => {
    const start = new Date(2026, 10, 24, 13);
    const stored = toStoredEntry(
      { ...look, start, end: new Date(2026, 10, 24, 14), allDay: false },
      now,
      'h',
    );
    expect(stored).toMatchObject({ start: '2026-01-24T13:00:00', end: '2026-01-24T14:00:00', allDay: false });
    expect(toCalendarEntries([stored], now).entries[0]).toMatchObject({ start, allDay: false });
  });
});

describe('toStoredTimes', () => {
  it('moves a changed event back into the anchor month, so it reads back where it was dropped', () => {
    const timed = {
      id: 'a',
      title: 'Call',
      start: new Date(2026, 10, 12, 14, 30),
      end: new Date(2026, 10, 12, 16),
    };
    const stored = toStoredTimes(timed, now);
    expect(stored).toEqual({ start: '2026-01-12T14:30:00', end: '2026-01-12T16:00:00' });
    expect(toCalendarEntries([{ id: 'a', title: 'Call', ...stored }], now).entries[0]).toMatchObject({
      start: timed.start,
      end: timed.end,
    });
    const allDay = { id: 'b', title: 'Freeze', start: new Date(2026, 10, 3), allDay: true };
    expect(toStoredTimes(allDay, now)).toEqual({ start: '2026-01-03' });
  });
});

describe('newEventId', () => {
  it('still makes distinct ids where the page has no randomUUID', () => {
    vi.stubGlobal('crypto', {});
    try {
      const ids = new Set(Array.from({ length: 50 }, () => newEventId()));
      expect(ids.size).toBe(50);
      expect([...ids][0]).toMatch(/^evt-/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
