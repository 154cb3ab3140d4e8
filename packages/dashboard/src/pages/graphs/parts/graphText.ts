import type { Translate } from '@atrium/ui';

/** `items` with each label in the chosen language: on the demo pages, series and slice names are interface text. */
export function withTranslatedLabels<T extends { label: string }>(items: readonly T[], t: Translate): T[] {
  return items.map((item) => ({ ...item, label: t(item.label) }));
}
