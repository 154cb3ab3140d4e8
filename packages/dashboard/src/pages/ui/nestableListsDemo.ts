import type { NestableItem } from '@atrium/ui';

/** A project's tasks, some broken down into steps. */
export const projectTasks: readonly NestableItem[] = [
  { id: 'design', content: 'Design review' },
  {
    id: 'build',
    content: 'Build the dashboard',
    children: [
      { id: 'build-grid', content: 'Widget grid' },
      {
        id: 'build-charts',
        content: 'Charts',
        children: [
          { id: 'charts-line', content: 'Line chart' },
          { id: 'charts-pie', content: 'Pie chart' },
        ],
      },
      { id: 'build-tables', content: 'Data tables' },
    ],
  },
  { id: 'test', content: 'Usability testing' },
  { id: 'docs', content: 'Write the guide' },
  { id: 'launch', content: 'Launch' },
];

/** A release checklist, flat at first. */
export const releaseChecklist: readonly NestableItem[] = [
  { id: 'freeze', content: 'Freeze features' },
  { id: 'notes', content: 'Draft release notes' },
  { id: 'qa', content: 'Regression pass' },
  { id: 'tag', content: 'Tag the release' },
  { id: 'announce', content: 'Announce it' },
];
