// The timeline's events (timeline.json): what happened across the team's projects over four days. Every
// date lies in the demo's fixed anchor month (January 2026), so the file is the same on every run.

/** Who did it: the people of the demo, by the avatar files generate-api writes. */
const people = {
  ada: { name: 'Ada Lindqvist', picture: 'api/avatars/ada.svg' },
  mo: { name: 'Mira Okafor', picture: 'api/avatars/mo.svg' },
  jb: { name: 'Jonas Berg', picture: 'api/avatars/jb.svg' },
  lh: { name: 'Lina Haddad', picture: 'api/avatars/lh.svg' },
  tr: { name: 'Tomás Rivera', picture: 'api/avatars/tr.svg' },
};

/** [day of January, time, kind, actor, title, text] — newest first. */
const entries = [
  [
    31,
    '16:45',
    'release',
    'ada',
    'Released Atrium 2.4',
    'Faster exports, the Arabic translation and the new gallery are live for every workspace.',
  ],
  [
    31,
    '14:10',
    'comment',
    'mo',
    'Commented on “Billing rounding”',
    'Looks good once the rounding test covers negative totals and zero-value invoices.',
  ],
  [
    31,
    '11:30',
    'merge',
    'jb',
    'Merged pull request #318',
    'Invoice totals are now computed from their lines on the server as well as in the browser.',
  ],
  [
    31,
    '09:05',
    'meeting',
    'lh',
    'Sprint review with the design team',
    'Agreed the new profile header and the denser forum board for the next release.',
  ],
  [
    30,
    '22:05',
    'incident',
    'tr',
    'Queue latency above 2 s for 11 minutes',
    'A slow replica held the export queue; traffic moved to the standby and latency recovered.',
  ],
  [
    30,
    '17:20',
    'task',
    'ada',
    'Closed 14 tasks in “Customer portal”',
    'The sign-in screens, the lock screen and the phone layout of the dashboard are done.',
  ],
  [
    30,
    '13:00',
    'member',
    'mo',
    'Welcomed Priya Kapoor to the support team',
    'Priya joins from the Berlin office and takes over the weekend rota in February.',
  ],
  [
    30,
    '10:15',
    'comment',
    'jb',
    'Answered a forum question',
    'Explained how to point the demo at a JSON REST server with the rest parameter.',
  ],
  [
    29,
    '18:40',
    'release',
    'tr',
    'Published the mobile app beta',
    'Beta testers can install build 2.4.0-beta.3 from the test track.',
  ],
  [
    29,
    '15:25',
    'photo',
    'lh',
    'Added 6 photos to “Offsite 2026”',
    'Pictures from the ridge walk and the roadmap session in Bergen.',
  ],
  [
    29,
    '11:50',
    'merge',
    'ada',
    'Merged pull request #311',
    'The data grid now exports the rows as filtered and sorted on screen.',
  ],
  [
    28,
    '16:00',
    'meeting',
    'mo',
    'Quarterly planning',
    'Signed off the plan for Q1: the reporting module, single sign-on and the forum.',
  ],
  [
    28,
    '09:30',
    'task',
    'jb',
    'Started “Single sign-on”',
    'First step: the SAML metadata endpoint and the settings screen for administrators.',
  ],
];

/** The timeline's events, newest first. */
export const timelineEvents = entries.map(([day, time, kind, actor, title, text], index) => ({
  id: `event-${String(entries.length - index).padStart(2, '0')}`,
  at: `2026-01-${String(day).padStart(2, '0')}T${time}:00Z`,
  kind,
  actor: { id: actor, ...people[actor] },
  title,
  text,
}));
