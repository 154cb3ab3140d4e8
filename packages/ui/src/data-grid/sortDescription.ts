import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translateStrings';

/** One sorted column: its id and whether it runs from high to low. */
export interface DataGridSort {
  id: string;
  desc: boolean;
}

/** Words of the sort announcement, so an app can translate it. */
export interface SortDescriptionLabels {
  /** Said when no column orders the rows any more. */
  unsorted: string;
  ascending: string;
  descending: string;
  /** Joins the first sorted column, e.g. "Sorted by Name, ascending". */
  sortedBy: (column: string, direction: string) => string;
  /** Joins every further column, e.g. ", then by City, descending". */
  thenBy: (column: string, direction: string) => string;
}

/** The words of {@link sortDescription} in the language of `t`. */
export function translatedSortDescriptionLabels(t: Translate): SortDescriptionLabels {
  return {
    unsorted: t('Not sorted'),
    ascending: t('ascending'),
    descending: t('descending'),
    sortedBy: (column, direction) => t('Sorted by {column}, {direction}', { column, direction }),
    thenBy: (column, direction) => t(', then by {column}, {direction}', { column, direction }),
  };
}

/** English words of {@link sortDescription}. */
export const defaultSortDescriptionLabels: SortDescriptionLabels = translatedSortDescriptionLabels(
  (key, values) => translate({}, key, values),
);

/**
 * The sentence a screen reader hears after the order changes: every sorted column in priority order with its
 * direction. Ids without a header (a column since removed) are left out rather than read as raw ids.
 */
export function sortDescription(
  sorting: readonly DataGridSort[],
  headerOf: (id: string) => string | undefined,
  labels: SortDescriptionLabels = defaultSortDescriptionLabels,
): string {
  const parts = sorting.flatMap(({ id, desc }) => {
    const header = headerOf(id);
    return header === undefined ? [] : [{ header, direction: desc ? labels.descending : labels.ascending }];
  });
  if (parts.length === 0) return labels.unsorted;
  return parts
    .map(({ header, direction }, index) =>
      index === 0 ? labels.sortedBy(header, direction) : labels.thenBy(header, direction),
    )
    .join('');
}
