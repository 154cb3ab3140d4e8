// Demo to-dos for the dashboard's to-do board (todos.json), across the three lanes. Dates are fixed so the
// data is the same on every run; the board generates ids only for entries that lack one.
export const todos = [
  {
    _id: 'todo-tls-renewal',
    title: 'Renew the wildcard TLS certificate',
    description: 'Expires Friday; the load balancers need the new chain too.',
    state: 'Critical',
    createdAt: '2026-11-20T08:15:00Z',
  },
  {
    _id: 'todo-payroll-export',
    title: 'Fix the failing payroll export',
    description: 'November run stops at the tax table step.',
    state: 'Critical',
    createdAt: '2026-11-21T13:40:00Z',
  },
  {
    _id: 'todo-q4-budget',
    title: 'Review the Q4 marketing budget',
    description: 'Compare actual spend with the plan before the board meeting.',
    state: 'Important',
    createdAt: '2026-11-19T14:30:00Z',
  },
  {
    _id: 'todo-onboarding',
    title: 'Prepare the onboarding checklist',
    description: 'Two engineers start on Monday: laptops, accounts, buddy.',
    state: 'Important',
    createdAt: '2026-11-18T09:00:00Z',
  },
  {
    _id: 'todo-vendor-call',
    title: 'Schedule the vendor contract call',
    state: 'Important',
    createdAt: '2026-11-21T10:05:00Z',
  },
  {
    _id: 'todo-invoices',
    title: 'Archive last year’s invoices',
    state: 'Completed',
    createdAt: '2026-11-10T11:45:00Z',
    completedAt: '2026-11-17T16:20:00Z',
  },
  {
    _id: 'todo-backup-drill',
    title: 'Run the quarterly backup restore drill',
    description: 'Restored 38 GB in 14 minutes; report shared.',
    state: 'Completed',
    createdAt: '2026-11-12T07:30:00Z',
    completedAt: '2026-11-14T09:10:00Z',
  },
  {
    _id: 'todo-release-notes',
    title: 'Publish the 2.4 release notes',
    state: 'Completed',
    createdAt: '2026-11-15T15:00:00Z',
    completedAt: '2026-11-16T11:25:00Z',
  },
];
