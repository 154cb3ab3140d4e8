/** A team member of the normal tables demo. */
export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  role: string;
}

/** The small team shown in the styled table demos. */
export const teamMembers: readonly TeamMember[] = [
  { id: 1, firstName: 'Astrid', lastName: 'Lindqvist', username: '@alind', role: 'Designer' },
  { id: 2, firstName: 'Bruno', lastName: 'Okafor', username: '@bokafor', role: 'Developer' },
  { id: 3, firstName: 'Chiara', lastName: 'Bellini', username: '@cbellini', role: 'Support' },
  { id: 4, firstName: 'Dmitri', lastName: 'Volkov', username: '@dvolkov', role: 'Developer' },
  { id: 5, firstName: 'Esme', lastName: 'Hartley', username: '@ehartley', role: 'Product' },
];

/** Column keys and headings of the responsive table, in order: many, so a phone scrolls it sideways. */
export const serverColumns = [
  ['host', 'Host'],
  ['region', 'Region'],
  ['os', 'System'],
  ['cpu', 'CPU'],
  ['memory', 'Memory'],
  ['disk', 'Disk'],
  ['uptime', 'Uptime'],
  ['load', 'Load'],
  ['requests', 'Requests'],
  ['status', 'Status'],
] as const;

/** The servers of the responsive table demo, one text per column in the order of {@link serverColumns}. */
export const serverRows: readonly (readonly string[])[] = [
  ['web-01', 'eu-north', 'Debian 12', '8 cores', '32 GB', '480 GB', '41 days', '0.82', '1,204/s', 'Healthy'],
  ['web-02', 'eu-north', 'Debian 12', '8 cores', '32 GB', '480 GB', '41 days', '0.77', '1,187/s', 'Healthy'],
  ['db-01', 'eu-west', 'Debian 12', '16 cores', '128 GB', '2 TB', '97 days', '2.31', '3,940/s', 'Busy'],
  [
    'cache-01',
    'us-east',
    'Alpine 3.20',
    '4 cores',
    '64 GB',
    '120 GB',
    '12 days',
    '0.15',
    '8,512/s',
    'Healthy',
  ],
];
