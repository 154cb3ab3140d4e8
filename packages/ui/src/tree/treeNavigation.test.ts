import { describe, expect, it } from 'vitest';
import {
  findByTypeAhead,
  initiallyExpandedIds,
  moveInTree,
  treeItemText,
  visibleTreeNodes,
  type TreeKey,
} from './treeNavigation';
import { treeSample } from './treeSample';

const open = initiallyExpandedIds(treeSample);
const visible = visibleTreeNodes(treeSample, open);
const ids = (nodes = visible) => nodes.map((node) => node.item.id);
const press = (focusedId: string, key: TreeKey, expanded: ReadonlySet<string> = open) =>
  moveInTree(visibleTreeNodes(treeSample, expanded), expanded, focusedId, key);

describe('visibleTreeNodes', () => {
  it('lists the nodes under open ancestors in reading order, with level and parent', () => {
    expect([...open]).toEqual(['parent', 'administrators']);
    expect(ids()).toEqual([
      'parent',
      'administrators',
      'admin-michael',
      'admin-sunny',
      'jackie',
      'child',
      'guests',
    ]);
    const sunny = visible.find((node) => node.item.id === 'admin-sunny')!;
    expect(sunny).toMatchObject({
      level: 3,
      parentId: 'administrators',
      siblingIds: ['admin-michael', 'admin-sunny'],
    });
  });
});

describe('moveInTree', () => {
  it('walks down and up the visible nodes and stops at the ends', () => {
    expect(press('admin-sunny', 'next').focusedId).toBe('jackie');
    expect(press('jackie', 'previous').focusedId).toBe('admin-sunny');
    expect(press('guests', 'next').focusedId).toBe('guests');
    expect(press('parent', 'previous').focusedId).toBe('parent');
    expect(press('jackie', 'first').focusedId).toBe('parent');
    expect(press('parent', 'last').focusedId).toBe('guests');
  });

  it('opens a closed node, then enters it; does nothing on a leaf', () => {
    const opened = press('child', 'open');
    expect(opened.focusedId).toBe('child');
    expect(opened.expandedIds.has('child')).toBe(true);
    expect(press('child', 'open', opened.expandedIds).focusedId).toBe('grand-child');
    expect(press('jackie', 'open')).toEqual({ focusedId: 'jackie', expandedIds: open });
  });

  it('closes an open node, else climbs to the parent; a closed top-level node stays', () => {
    const closed = press('administrators', 'close');
    expect(closed.focusedId).toBe('administrators');
    expect(closed.expandedIds.has('administrators')).toBe(false);
    expect(press('admin-sunny', 'close').focusedId).toBe('administrators');
    expect(press('guests', 'close')).toEqual({ focusedId: 'guests', expandedIds: open });
  });

  it('toggles a parent on Enter and leaves the open nodes alone on a leaf', () => {
    expect(press('parent', 'activate').expandedIds.has('parent')).toBe(false);
    expect(press('guests', 'activate').expandedIds.has('guests')).toBe(true);
    expect(press('jackie', 'activate').expandedIds).toBe(open);
  });

  it('opens every sibling with children on *, keeping focus', () => {
    const move = press('jackie', 'expandSiblings');
    expect(move.focusedId).toBe('jackie');
    expect([...move.expandedIds].sort()).toEqual(['administrators', 'child', 'parent']);
    expect(press('parent', 'expandSiblings').expandedIds.has('guests')).toBe(true);
  });

  it('falls back to the first node when the focused one is not visible', () => {
    expect(press('great-great', 'next').focusedId).toBe('parent');
  });
});

describe('findByTypeAhead', () => {
  it('finds the next node starting with the typed text, wrapping round, ignoring case', () => {
    expect(findByTypeAhead(visible, 'parent', 'j')).toBe('jackie');
    expect(findByTypeAhead(visible, 'parent', 'SUN')).toBe('admin-sunny');
    expect(findByTypeAhead(visible, 'jackie', 'p')).toBe('parent');
    expect(findByTypeAhead(visible, 'parent', 'x')).toBeUndefined();
    expect(findByTypeAhead(visible, 'parent', '')).toBeUndefined();
  });

  it('keeps the focused node while a word grows and cycles on a repeated letter', () => {
    expect(findByTypeAhead(visible, 'guests', 'gu')).toBe('guests');
    const nodes = visibleTreeNodes(treeSample, new Set(['parent', 'child']));
    expect(findByTypeAhead(nodes, 'grand-child', 'gg')).toBe('grand-child-2');
    expect(findByTypeAhead(nodes, 'grand-child-2', 'ggg')).toBe('guests');
  });

  it('matches text values of rich content and skips content with no text', () => {
    expect(treeItemText({ id: 'a', content: 7 })).toBe('7');
    expect(treeItemText({ id: 'b', content: null, textValue: 'Week 2' })).toBe('Week 2');
    expect(treeItemText({ id: 'c', content: { type: 'b' } as never })).toBe('');
  });
});
