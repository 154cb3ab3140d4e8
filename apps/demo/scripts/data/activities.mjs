// Header activities: types with counts (activity.json) and the items of each type (activity-{type}.json).
// Each count is the number of items its list holds, so a tab's "(14)" shows fourteen entries.
// Times are fixed so the demo data is the same on every run.
export const activityTypes = [
  { type: 'messages', title: 'Messages', count: 14 },
  { type: 'notifications', title: 'Notifications', count: 3 },
  { type: 'tasks', title: 'Tasks', count: 4 },
];

export const activityItems = {
  messages: [
    {
      id: 'm1',
      title: 'Mira Okafor',
      body: 'The Q3 revenue deck is ready for your review before Thursday.',
      time: '2026-11-22T16:40:00Z',
      picture: 'api/avatars/mo.svg',
      isUnread: true,
    },
    {
      id: 'm2',
      title: 'Jonas Berg',
      body: 'Can we move the vendor call to 14:00? The new contract needs one more pass.',
      time: '2026-11-22T14:05:00Z',
      picture: 'api/avatars/jb.svg',
      isUnread: true,
    },
    {
      id: 'm3',
      title: 'Lina Haddad',
      body: 'Shipped the fix for the export timeout; monitoring looks calm.',
      time: '2026-11-22T09:12:00Z',
      picture: 'api/avatars/lh.svg',
    },
    {
      id: 'm4',
      title: 'Tomás Rivera',
      body: 'Thanks for the onboarding notes, the team found them very clear.',
      time: '2026-11-21T18:30:00Z',
      picture: 'api/avatars/tr.svg',
    },
    {
      id: 'm5',
      title: 'Noor Yilmaz',
      body: 'Sent over the churn cohort numbers; October looks better than forecast.',
      time: '2026-11-21T15:10:00Z',
      picture: 'api/avatars/ny.svg',
    },
    {
      id: 'm6',
      title: 'Priya Kapoor',
      body: 'The support rota for December is in the shared calendar, please check your slots.',
      time: '2026-11-21T11:45:00Z',
      picture: 'api/avatars/pk.svg',
    },
    {
      id: 'm7',
      title: 'Mira Okafor',
      body: 'Could you add the regional split to slide 12 of the revenue deck?',
      time: '2026-11-20T17:25:00Z',
      picture: 'api/avatars/mo.svg',
    },
    {
      id: 'm8',
      title: 'Jonas Berg',
      body: 'Legal signed off on the data processing addendum.',
      time: '2026-11-20T13:02:00Z',
      picture: 'api/avatars/jb.svg',
    },
    {
      id: 'm9',
      title: 'Lina Haddad',
      body: 'Staging is on the new database version; no errors in the first hour.',
      time: '2026-11-20T08:40:00Z',
      picture: 'api/avatars/lh.svg',
    },
    {
      id: 'm10',
      title: 'Tomás Rivera',
      body: 'Two new starters on Monday, both need laptop access by Friday.',
      time: '2026-11-19T16:15:00Z',
      picture: 'api/avatars/tr.svg',
    },
    {
      id: 'm11',
      title: 'Noor Yilmaz',
      body: 'The survey closes tomorrow; 212 answers so far.',
      time: '2026-11-19T10:30:00Z',
      picture: 'api/avatars/ny.svg',
    },
    {
      id: 'm12',
      title: 'Priya Kapoor',
      body: 'Invoice run for November is scheduled for the 28th.',
      time: '2026-11-18T14:50:00Z',
      picture: 'api/avatars/pk.svg',
    },
    {
      id: 'm13',
      title: 'Jonas Berg',
      body: 'Vendor shortlist narrowed to three; notes are in the procurement folder.',
      time: '2026-11-18T09:05:00Z',
      picture: 'api/avatars/jb.svg',
    },
    {
      id: 'm14',
      title: 'Mira Okafor',
      body: 'Welcome back! The quarterly review moved to next Wednesday.',
      time: '2026-11-17T08:20:00Z',
      picture: 'api/avatars/mo.svg',
    },
  ],
  notifications: [
    {
      id: 'n1',
      title: 'Backup finished',
      body: 'Nightly backup of 38 GB completed in 12 minutes.',
      time: '2026-11-22T03:10:00Z',
      isUnread: true,
    },
    {
      id: 'n2',
      title: 'New sign-up',
      body: 'Northwind Traders started a 30-day trial.',
      time: '2026-11-21T22:45:00Z',
    },
    {
      id: 'n3',
      title: 'Invoice paid',
      body: 'Invoice INV-2041 for $4,820.00 was paid by card.',
      time: '2026-11-21T11:20:00Z',
    },
  ],
  tasks: [
    { id: 't1', title: 'Migrate billing service', time: '2026-11-22T12:00:00Z', progress: 70 },
    { id: 't2', title: 'Accessibility audit of checkout', time: '2026-11-21T12:00:00Z', progress: 45 },
    { id: 't3', title: 'Rotate API keys', time: '2026-11-20T12:00:00Z', progress: 100 },
    { id: 't4', title: 'Draft 2027 roadmap', time: '2026-11-19T12:00:00Z', progress: 20 },
  ],
};
