/** Each unit with how many of it make the next one; the last unit takes any amount. */
const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
];

/**
 * Relative time such as "12 minutes ago", "vor 12 Minuten" or "قبل 12 دقيقة" in `locale`, in the largest unit
 * that fits, from the browser's `Intl.RelativeTimeFormat` (no dictionary to ship or keep in step).
 */
export function formatRelativeTime(time: Date, now: Date, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  let amount = (time.getTime() - now.getTime()) / 1000;
  for (const [unit, perNext] of units) {
    if (Math.abs(Math.round(amount)) < perNext) return format.format(Math.round(amount), unit);
    amount /= perNext;
  }
  return format.format(Math.round(amount), 'year');
}
