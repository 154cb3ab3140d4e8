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

/** Props of {@link ForumByLine}. */
export interface ForumByLineProps extends ForumTimeProps {
  /** The author's name, shown as written. */
  name: string;
}

/** "by Ada Lindqvist, 3 days ago", punctuated as the chosen language writes it (Arabic's comma is "،"). */
export function ForumByLine({ name, ...time }: ForumByLineProps) {
  const { t } = useTranslation();
  // The age is an element, so the sentence is cut where its placeholder stands; the name goes in only then,
  // so a name that itself reads "{time}" cannot move the cut.
  const [before = '', after = ''] = t('by {name}, {time}').split('{time}');
  const withName = (part: string) => part.replaceAll('{name}', () => name);
  return (
    <>
      {withName(before)}
      <ForumTime {...time} />
      {withName(after)}
    </>
  );
}
