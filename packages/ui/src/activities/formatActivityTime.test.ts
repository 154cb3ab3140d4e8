import { describe, expect, it } from 'vitest';
import { formatRelativeActivityTime, parseActivityTime } from './formatActivityTime';

const now = new Date('2026-03-02T09:43:00Z');

describe('parseActivityTime', () => {
  it('reads ISO 8601 times with an offset or in UTC', () => {
    expect(parseActivityTime('2026-03-02T09:31:00Z')).toEqual(new Date('2026-03-02T09:31:00Z'));
    expect(parseActivityTime('2026-03-02T10:31:00+01:00')).toEqual(new Date('2026-03-02T09:31:00Z'));
  });

  it('gives undefined for a missing or malformed time instead of an invalid date', () => {
    expect(parseActivityTime(undefined)).toBeUndefined();
    expect(parseActivityTime('')).toBeUndefined();
    expect(parseActivityTime('yesterday')).toBeUndefined();
    expect(parseActivityTime('2026-13-45T99:00:00Z')).toBeUndefined();
  });
});

describe('formatRelativeActivityTime', () => {
  it('says how long ago an entry happened', () => {
    expect(formatRelativeActivityTime(new Date('2026-03-02T09:31:00Z'), now)).toBe('12 minutes ago');
    expect(formatRelativeActivityTime(new Date('2026-03-02T06:40:00Z'), now)).toBe('3 hours ago');
    expect(formatRelativeActivityTime(new Date('2026-02-28T09:43:00Z'), now)).toBe('2 days ago');
  });

  it('reads a time in the future as such', () => {
    expect(formatRelativeActivityTime(new Date('2026-03-02T10:43:00Z'), now)).toBe('in 1 hour');
  });
});
