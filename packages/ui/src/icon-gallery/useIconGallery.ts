import { useCallback, useMemo, useRef, useState } from 'react';
import {
  filterGalleryItems,
  gallerySearchText,
  moveGalleryFocus,
  type GalleryMove,
  type IconGalleryItem,
} from './galleryNavigation';

/** What a press on an item did: copied its snippet, or could not (no clipboard, or the browser refused). */
export interface IconGalleryCopy {
  name: string;
  /** The text that was (or should have been) copied. */
  text: string;
  isCopied: boolean;
}

/** Options of {@link useIconGallery}. */
export interface UseIconGalleryOptions<T extends IconGalleryItem> {
  items: readonly T[];
  /** The text a press copies for an item; the item's name when left out. */
  snippet?: (item: T) => string;
  /** Called after each copy attempt, e.g. to raise a notification of your own. */
  onCopy?: (copy: IconGalleryCopy) => void;
}

/** What {@link useIconGallery} returns. */
export interface IconGalleryState<T extends IconGalleryItem> {
  query: string;
  setQuery: (query: string) => void;
  /** The items the query matches, in the given order. */
  shown: readonly T[];
  /** Index in `shown` of the item that takes focus when the grid is tabbed into. */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  /** Moves the active item; returns the new index. */
  move: (move: GalleryMove, columns: number, pageRows: number) => number;
  /** Copies an item's snippet to the clipboard. */
  copy: (item: T) => Promise<void>;
  /** The latest copy attempt, for the notice. */
  lastCopy: IconGalleryCopy | undefined;
}

async function writeToClipboard(text: string): Promise<boolean> {
  // Browsers offer the clipboard only on secure pages (https or localhost) and may refuse without a gesture.
  if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Owns an icon gallery's filter, the roving focus of its grid and copying an item's snippet. */
export function useIconGallery<T extends IconGalleryItem>({
  items,
  snippet,
  onCopy,
}: UseIconGalleryOptions<T>): IconGalleryState<T> {
  const [query, setQueryState] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [lastCopy, setLastCopy] = useState<IconGalleryCopy>();
  const searchTexts = useMemo(() => items.map(gallerySearchText), [items]);
  const shown = useMemo(() => filterGalleryItems(items, searchTexts, query), [items, searchTexts, query]);
  const copyCount = useRef(0);

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    // A new result starts at its first item, so Tab into the grid never lands on a stale position.
    setActiveIndex(0);
  }, []);

  const move = useCallback(
    (direction: GalleryMove, columns: number, pageRows: number) => {
      const next = moveGalleryFocus(direction, activeIndex, shown.length, columns, pageRows);
      setActiveIndex(next);
      return next;
    },
    [activeIndex, shown.length],
  );

  const copy = useCallback(
    async (item: T) => {
      const text = snippet ? snippet(item) : item.name;
      const attempt = ++copyCount.current;
      const isCopied = await writeToClipboard(text);
      // A slower earlier attempt must not overwrite the notice of a later one.
      if (attempt !== copyCount.current) return;
      const result = { name: item.name, text, isCopied };
      setLastCopy(result);
      onCopy?.(result);
    },
    [snippet, onCopy],
  );

  return {
    query,
    setQuery,
    shown,
    activeIndex: Math.min(activeIndex, Math.max(shown.length - 1, 0)),
    setActiveIndex,
    move,
    copy,
    lastCopy,
  };
}
