/** One entry of an {@link IconGallery}: what it is called and what else a search should find it by. */
export interface IconGalleryItem {
  /** What the gallery writes beside the symbol; with `detail`, unique in the gallery. */
  name: string;
  /** A second line, e.g. a country's name beside its code or an icon's style. */
  detail?: string;
  /** Further words the filter matches, such as an icon's aliases. */
  keywords?: readonly string[];
}

/** A key that moves focus inside the gallery's grid, as the ARIA grid pattern defines them. */
export type GalleryMove =
  'next' | 'previous' | 'up' | 'down' | 'rowStart' | 'rowEnd' | 'first' | 'last' | 'pageUp' | 'pageDown';

/** Lower-case text an item is searched by: name, detail and keywords. */
export function gallerySearchText(item: IconGalleryItem): string {
  return [item.name, item.detail ?? '', ...(item.keywords ?? [])].join(' ').toLowerCase();
}

/**
 * The items whose search text holds every word of `query` (any case, in any order); all of them for a blank
 * query. `searchTexts` are the items' {@link gallerySearchText}, computed once per item list.
 */
export function filterGalleryItems<T extends IconGalleryItem>(
  items: readonly T[],
  searchTexts: readonly string[],
  query: string,
): readonly T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((_, index) => words.every((word) => searchTexts[index]!.includes(word)));
}

/**
 * The index focus moves to from `index` in a grid of `count` items laid out `columns` to a row, where a page
 * is `pageRows` rows; it stays put at the edges instead of wrapping, as grids in the ARIA patterns do.
 */
export function moveGalleryFocus(
  move: GalleryMove,
  index: number,
  count: number,
  columns: number,
  pageRows: number,
): number {
  if (count === 0) return 0;
  const last = count - 1;
  const rowStart = index - (index % columns);
  const target = {
    next: index + 1,
    previous: index - 1,
    up: index - columns >= 0 ? index - columns : index,
    down: index + columns <= last ? index + columns : index,
    rowStart,
    rowEnd: Math.min(rowStart + columns - 1, last),
    first: 0,
    last,
    pageUp: index - columns * pageRows >= 0 ? index - columns * pageRows : index % columns,
    pageDown: Math.min(index + columns * pageRows, last),
  }[move];
  return Math.min(Math.max(target, 0), last);
}
