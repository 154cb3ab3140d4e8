import { describe, expect, it } from 'vitest';
import { naughtyStrings } from '../../test/naughtyStrings';
import {
  filterGalleryItems,
  gallerySearchText,
  moveGalleryFocus,
  type GalleryMove,
} from './galleryNavigation';

const items = [
  { name: 'fa-house', keywords: ['home'] },
  { name: 'fa-star', detail: 'Regular' },
  { name: 'fa-star', detail: 'Solid' },
  { name: 'DE', detail: 'Germany' },
];
const texts = items.map(gallerySearchText);

describe('filterGalleryItems', () => {
  it('keeps every item for a blank query', () => {
    expect(filterGalleryItems(items, texts, '   ')).toBe(items);
  });

  it('matches name, detail and keywords in any case, every word of the query', () => {
    expect(filterGalleryItems(items, texts, 'HOME')).toEqual([items[0]]);
    expect(filterGalleryItems(items, texts, 'germ')).toEqual([items[3]]);
    expect(filterGalleryItems(items, texts, 'star solid')).toEqual([items[2]]);
    expect(filterGalleryItems(items, texts, ' solid  star ')).toEqual([items[2]]);
  });

  it('treats hostile input as plain text', () => {
    for (const query of naughtyStrings) {
      expect(() => filterGalleryItems(items, texts, query)).not.toThrow();
    }
    expect(filterGalleryItems(items, texts, '.*')).toEqual([]);
  });
});

describe('moveGalleryFocus', () => {
  // 10 items, 4 to a row:  0 1 2 3 / 4 5 6 7 / 8 9
  const move = (direction: GalleryMove, index: number) => moveGalleryFocus(direction, index, 10, 4, 2);

  it('steps along the reading order and stops at both ends', () => {
    expect(move('next', 3)).toBe(4);
    expect(move('previous', 4)).toBe(3);
    expect(move('next', 9)).toBe(9);
    expect(move('previous', 0)).toBe(0);
  });

  it('moves by rows, staying put where no item lies above or below', () => {
    expect(move('down', 1)).toBe(5);
    expect(move('up', 5)).toBe(1);
    expect(move('up', 2)).toBe(2);
    expect(move('down', 6)).toBe(6);
  });

  it('jumps to the row ends, the grid ends and by pages', () => {
    expect(move('rowStart', 6)).toBe(4);
    expect(move('rowEnd', 8)).toBe(9);
    expect(move('first', 7)).toBe(0);
    expect(move('last', 1)).toBe(9);
    expect(move('pageDown', 1)).toBe(9);
    expect(move('pageDown', 0)).toBe(8);
    expect(move('pageUp', 9)).toBe(1);
    expect(move('pageUp', 6)).toBe(2);
  });

  it('stays at 0 in an empty grid', () => {
    expect(moveGalleryFocus('next', 0, 0, 4, 2)).toBe(0);
  });
});
