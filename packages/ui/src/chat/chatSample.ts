import type { ChatMessage, ChatUser } from './chatEntities';

// Inline pictures keep stories and tests free of network requests.
const picture = (initials: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue} 45% 38%)"/><text x="32" y="41" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#fff">${initials}</text></svg>`,
  )}`;

/** Users for stories and tests: one of each status, the offline one with an alert message. */
export const sampleChatUsers: ChatUser[] = [
  {
    id: 'mo',
    username: 'mira',
    firstName: 'Mira',
    lastName: 'Okafor',
    picture: picture('MO', 20),
    status: 'online',
  },
  {
    id: 'jb',
    username: 'jonas',
    firstName: 'Jonas',
    lastName: 'Berg',
    picture: picture('JB', 145),
    status: 'busy',
    alertMessage: 'Jonas Berg is in a meeting. Please do not disturb!',
    isAlertShown: true,
  },
  {
    id: 'lh',
    username: 'lina',
    firstName: 'Lina',
    lastName: 'Haddad',
    picture: picture('LH', 280),
    status: 'away',
  },
  {
    id: 'tr',
    username: 'tomas',
    firstName: 'Tomás',
    lastName: 'Rivera',
    picture: picture('TR', 330),
    status: 'offline',
    alertMessage: 'Tomás Rivera is offline until Monday',
  },
];

/** A short conversation for stories and tests, with fixed dates at noon UTC. */
export const sampleChatMessages: ChatMessage[] = [
  {
    id: 'm1',
    user: 'Mira Okafor',
    picture: picture('MO', 20),
    date: '2026-10-01T12:00:00Z',
    body: 'Did you see the new board report? I am off to lunch with Lina, want to join?',
  },
  {
    id: 'm2',
    user: 'Ada Lindqvist',
    picture: picture('AL', 205),
    date: '2026-10-01T12:05:00Z',
    body: 'Thanks for the file, Mira :)',
    isOwn: true,
  },
];
