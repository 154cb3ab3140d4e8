import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2026-03-02T09:43:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it('says how long ago in English, in the largest unit that fits', () => {
    expect(formatRelativeTime(before(30), now, 'en-US')).toBe('30 seconds ago');
    expect(formatRelativeTime(before(4 * 60), now, 'en-US')).toBe('4 minutes ago');
    expect(formatRelativeTime(before(3 * 3600 + 120), now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime(before(2 * 86400), now, 'en-US')).toBe('2 days ago');
    expect(formatRelativeTime(before(400 * 86400), now, 'en-US')).toBe('1 year ago');
  });

  it('says the same in Arabic and German, with their own words and order', () => {
    expect(formatRelativeTime(before(4 * 60), now, 'ar-u-nu-latn')).toBe('قبل 4 دقائق');
    expect(formatRelativeTime(before(2 * 86400), now, 'ar-u-nu-latn')).toBe('قبل يومين');
    expect(formatRelativeTime(before(4 * 60), now, 'de-DE')).toBe('vor 4 Minuten');
  });

  it('reads a time in the future as such', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3600 * 1000), now, 'en-US')).toBe('in 1 hour');
    expect(formatRelativeTime(new Date(now.getTime() + 3600 * 1000), now, 'fr-FR')).toBe('dans 1 heure');
  });
});
