import type { NestableItem } from './nestableTree';

/** A short list with one nested branch, for stories and tests. */
export const nestableSample: readonly NestableItem[] = [
  { id: '1', content: 'Item 1' },
  {
    id: '2',
    content: 'Item 2',
    children: [
      { id: '3', content: 'Item 3' },
      { id: '4', content: 'Item 4' },
    ],
  },
  { id: '5', content: 'Item 5' },
];
