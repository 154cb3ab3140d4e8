import type { Translate } from '@atrium/ui';

/** `items` with each label in the chosen language: on the demo pages, series and slice names are interface text. */
export function withTranslatedLabels<T extends { label: string }>(items: readonly T[], t: Translate): T[] {
  return items.map((item) => ({ ...item, label: t(item.label) }));
}

/** The year's first `count` month names in `locale`, so month axes read in the chosen language. */
export function monthNames(locale: string, count: number, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, month) => format.format(Date.UTC(2026, month, 1)));
}
