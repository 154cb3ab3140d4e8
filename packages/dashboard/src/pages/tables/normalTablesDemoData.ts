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
  ['cores', 'CPU'],
  ['memoryGigabytes', 'Memory'],
  ['diskGigabytes', 'Disk'],
  ['uptimeDays', 'Uptime'],
  ['load', 'Load'],
  ['requestsPerSecond', 'Requests'],
  ['status', 'Status'],
] as const;

/** A server of the responsive table demo; figures stay numbers so each language formats them its own way. */
export interface DemoServer {
  host: string;
  region: string;
  os: string;
  cores: number;
  memoryGigabytes: number;
  diskGigabytes: number;
  uptimeDays: number;
  load: number;
  requestsPerSecond: number;
  status: 'Healthy' | 'Busy';
}

/** The servers of the responsive table demo. */
export const demoServers: readonly DemoServer[] = [
  {
    host: 'web-01',
    region: 'eu-north',
    os: 'Debian 12',
    cores: 8,
    memoryGigabytes: 32,
    diskGigabytes: 480,
    uptimeDays: 41,
    load: 0.82,
    requestsPerSecond: 1204,
    status: 'Healthy',
  },
  {
    host: 'web-02',
    region: 'eu-north',
    os: 'Debian 12',
    cores: 8,
    memoryGigabytes: 32,
    diskGigabytes: 480,
    uptimeDays: 41,
    load: 0.77,
    requestsPerSecond: 1187,
    status: 'Healthy',
  },
  {
    host: 'db-01',
    region: 'eu-west',
    os: 'Debian 12',
    cores: 16,
    memoryGigabytes: 128,
    diskGigabytes: 2000,
    uptimeDays: 97,
    load: 2.31,
    requestsPerSecond: 3940,
    status: 'Busy',
  },
  {
    host: 'cache-01',
    region: 'us-east',
    os: 'Alpine 3.20',
    cores: 4,
    memoryGigabytes: 64,
    diskGigabytes: 120,
    uptimeDays: 12,
    load: 0.15,
    requestsPerSecond: 8512,
    status: 'Healthy',
  },
];
