/** The year's first `count` month names in `locale`, so month lists and axes read in the chosen language. */
export function monthNames(locale: string, count: number, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, month) => format.format(Date.UTC(2026, month, 1)));
}
