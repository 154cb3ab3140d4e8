import type { TreeItem } from './treeNavigation';

/** A small team directory for stories and tests: two levels open at first, one closed branch, plain leaves. */
export const treeSample: readonly TreeItem[] = [
  {
    id: 'parent',
    content: 'Parent',
    expanded: true,
    children: [
      {
        id: 'administrators',
        content: 'Administrators',
        expanded: true,
        children: [
          { id: 'admin-michael', content: 'Michael Jackson' },
          { id: 'admin-sunny', content: 'Sunny Ahmed' },
        ],
      },
      { id: 'jackie', content: 'Jackie Chan' },
      {
        id: 'child',
        content: 'Child',
        children: [
          { id: 'grand-child', content: 'Grand Child' },
          {
            id: 'grand-child-2',
            content: 'Great Grand Child',
            children: [{ id: 'great-great', content: 'Great great Grand Child' }],
          },
        ],
      },
    ],
  },
  { id: 'guests', content: 'Guests', children: [{ id: 'guest-1', content: 'Visitor' }] },
];
