import type { Todo } from './todoTransitions';

/** A fixed "now" for stories and tests, so dates and generated ids read the same on every run. */
export const todoSampleNow = new Date('2026-11-22T10:00:00Z');

/** Sample to-dos across the three lanes, for stories and tests. */
export const todoSample: Todo[] = [
  {
    _id: 'todo-1',
    title: 'Renew the TLS certificate',
    description: 'The wildcard certificate expires on Friday.',
    state: 'Critical',
    createdAt: '2026-11-20T08:15:00Z',
  },
  {
    _id: 'todo-2',
    title: 'Review the Q4 budget',
    state: 'Important',
    createdAt: '2026-11-19T14:30:00Z',
  },
  {
    _id: 'todo-3',
    title: 'Prepare the onboarding checklist',
    description: 'Two new engineers start next Monday.',
    state: 'Important',
    createdAt: '2026-11-18T09:00:00Z',
  },
  {
    _id: 'todo-4',
    title: 'Archive last year’s invoices',
    state: 'Completed',
    createdAt: '2026-11-10T11:45:00Z',
    completedAt: '2026-11-17T16:20:00Z',
  },
];
