import { describe, expect, it } from 'vitest';
import {
  buildNestable,
  flattenNestable,
  moveNestable,
  projectNestable,
  withoutDescendants,
  type NestableItem,
} from './nestableTree';

const items: NestableItem[] = [
  { id: '1', content: 'Item 1' },
  {
    id: '2',
    content: 'Item 2',
    children: [
      { id: '3', content: 'Item 3' },
      { id: '4', content: 'Item 4', children: [{ id: '5', content: 'Item 5' }] },
    ],
  },
  { id: '6', content: 'Item 6' },
];
const shape = (list: readonly NestableItem[]): unknown =>
  list.map((item) => (item.children ? { [item.id]: shape(item.children) } : item.id));

describe('nestable tree', () => {
  it('flattens in reading order and builds the same tree back', () => {
    const flat = flattenNestable(items);
    expect(flat.map((entry) => [entry.item.id, entry.depth, entry.parentId])).toEqual([
      ['1', 0, null],
      ['2', 0, null],
      ['3', 1, '2'],
      ['4', 1, '2'],
      ['5', 2, '4'],
      ['6', 0, null],
    ]);
    expect(buildNestable(flat)).toEqual(items);
    expect(withoutDescendants(flat, '2').map((entry) => entry.item.id)).toEqual(['1', '2', '6']);
  });

  it('keeps a projected depth between the entry below and one below the entry above', () => {
    // Item 6 stays last: item 5 (depth 2) is above it, so depth 3 is the deepest and nothing is below.
    const all = flattenNestable(items);
    expect(projectNestable(all, '6', '6', 5, 9)).toEqual({ depth: 3, parentId: '5' });
    expect(projectNestable(all, '6', '6', 5, 1)).toEqual({ depth: 1, parentId: '2' });
    expect(projectNestable(all, '6', '6', 2, 9)).toEqual({ depth: 2, parentId: '4' });
    expect(projectNestable(all, '1', '1', 1, 9)).toEqual({ depth: 0, parentId: null });
    expect(projectNestable(all, '3', '3', -1, 9)).toEqual({ depth: 1, parentId: '2' });
    expect(projectNestable(all, '5', '5', -1, 9)).toEqual({ depth: 1, parentId: '2' });
  });

  it('moves an entry with its children and re-nests it at the projected depth', () => {
    const up = moveNestable(items, '4', '1', { depth: 0, parentId: null });
    expect(shape(up)).toEqual([{ 4: ['5'] }, '1', { 2: ['3'] }, '6']);
    const nested = moveNestable(items, '6', '6', { depth: 1, parentId: '2' });
    expect(shape(nested)).toEqual(['1', { 2: ['3', { 4: ['5'] }, '6'] }]);
    const down = moveNestable(items, '1', '6', { depth: 0, parentId: null });
    expect(shape(down)).toEqual([{ 2: ['3', { 4: ['5'] }] }, '6', '1']);
    expect(moveNestable(items, 'x', '1', { depth: 0, parentId: null })).toEqual(items);
  });
});
