import { formatRelativeTime } from '../i18n/formatRelativeTime';

/** Turns an activity's time into display text, relative to `now`. */
export type ActivityTimeFormatter = (time: Date, now: Date) => string;

/** English relative time such as "5 minutes ago" or "in 1 hour"; lists in a provider use its locale instead. */
export const formatRelativeActivityTime: ActivityTimeFormatter = (time, now) =>
  formatRelativeTime(time, now, 'en-US');

/**
 * Parses an activity's ISO time; `undefined` for a missing or malformed value, so one bad entry from a
 * server shows without a time instead of breaking the list.
 */
export function parseActivityTime(iso: string | undefined): Date | undefined {
  if (!iso) return undefined;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? undefined : time;
}
