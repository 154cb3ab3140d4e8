import { useTranslation } from '@atrium/ui';
import { useMemo } from 'react';
import { elapsed } from './socialDemoData';

/** Props of {@link PostTime}. */
export interface PostTimeProps {
  /** Epoch milliseconds of the event. */
  at: number;
  /** Epoch milliseconds the age is told from. */
  now: number;
  className?: string;
}

/** An event's age in words ("12 minutes ago", "yesterday"), with its exact moment for machines. */
export function PostTime({ at, now, className }: PostTimeProps) {
  // The language's locale, not react-aria's: a mirrored layout in English borrows Arabic for keyboard behaviour.
  const { t, locale } = useTranslation();
  const format = useMemo(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }), [locale]);
  const age = elapsed(at, now);
  return (
    <time dateTime={new Date(at).toISOString()} className={className}>
      {age.value === 0 ? t('Just now') : format.format(-age.value, age.unit)}
    </time>
  );
}
