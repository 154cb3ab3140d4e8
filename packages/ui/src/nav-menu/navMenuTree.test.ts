import { describe, expect, it } from 'vitest';
import { activeTrail, siblingIds, toggleGroup, type NavMenuItem } from './navMenuTree';

const menu: NavMenuItem[] = [
  { id: 'dashboard', title: 'Dashboard', href: '/dashboard' },
  {
    id: 'graphs',
    title: 'Graphs',
    items: [
      { id: 'flot', title: 'Flot', href: '/graphs/flot' },
      { id: 'morris', title: 'Morris', href: '/graphs/morris' },
    ],
  },
  {
    id: 'ui',
    title: 'UI Elements',
    items: [
      { id: 'general', title: 'General', href: '/ui/general' },
      {
        id: 'icons',
        title: 'Icons',
        items: [
          { id: 'fa', title: 'Font Awesome', href: '/ui/icons-font-awesome' },
          { id: 'glyph', title: 'Glyph', href: '/ui/icons-glyph' },
        ],
      },
    ],
  },
];

describe('activeTrail', () => {
  it('lists every ancestor of the active link, top first', () => {
    expect(activeTrail(menu, '/ui/icons-glyph')).toEqual(['ui', 'icons', 'glyph']);
    expect(activeTrail(menu, '/dashboard')).toEqual(['dashboard']);
  });

  it('is empty for an unknown or missing href', () => {
    expect(activeTrail(menu, '/nowhere')).toEqual([]);
    expect(activeTrail(menu, undefined)).toEqual([]);
  });
});

describe('siblingIds', () => {
  it('finds siblings at any depth', () => {
    expect(siblingIds(menu, 'graphs')).toEqual(['dashboard', 'ui']);
    expect(siblingIds(menu, 'icons')).toEqual(['general']);
  });
});

describe('toggleGroup', () => {
  it('opening a group closes its open siblings and their open descendants', () => {
    const open = new Set(['ui', 'icons']);
    expect([...toggleGroup(menu, open, 'graphs')].sort()).toEqual(['graphs']);
  });

  it('opening a nested group keeps its parent open', () => {
    expect([...toggleGroup(menu, new Set(['ui']), 'icons')].sort()).toEqual(['icons', 'ui']);
  });

  it('closing a group closes everything below it', () => {
    expect([...toggleGroup(menu, new Set(['ui', 'icons']), 'ui')]).toEqual([]);
  });

  it('never mutates the given set', () => {
    const open = new Set(['graphs']);
    toggleGroup(menu, open, 'ui');
    expect([...open]).toEqual(['graphs']);
  });
});
