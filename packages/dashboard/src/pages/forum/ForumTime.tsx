import { formatRelativeTime, useTranslation } from '@atrium/ui';

/** Props of {@link ForumTime}. */
export interface ForumTimeProps {
  /** ISO 8601 date-time as stored. */
  at: string;
  /** Milliseconds added to stored times before showing them (the demo's move to today). */
  shift: number;
  /** Epoch milliseconds the age is told from. */
  now: number;
}

/** A post's age in words ("12 minutes ago"), with its date and time as a tooltip and for machines. */
export function ForumTime({ at, shift, now }: ForumTimeProps) {
  const { locale } = useTranslation();
  const time = new Date(Date.parse(at) + shift);
  if (Number.isNaN(time.getTime())) return null;
  return (
    <time
      dateTime={time.toISOString()}
      title={time.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {formatRelativeTime(time, new Date(Math.max(now, time.getTime())), locale)}
    </time>
  );
}
