import type { ActivityItem } from './ActivityList';
import type { ActivityType } from './useActivities';

/** The fixed moment the sample is written against, so relative times read the same on every run. */
export const ACTIVITY_SAMPLE_NOW = new Date('2026-03-02T09:43:00.000Z');

/** When the sample was last refreshed, a few minutes before {@link ACTIVITY_SAMPLE_NOW}. */
export const ACTIVITY_SAMPLE_LAST_UPDATED = new Date('2026-03-02T09:38:00.000Z');

const minutesAgo = (minutes: number) =>
  new Date(ACTIVITY_SAMPLE_NOW.getTime() - minutes * 60_000).toISOString();

/** A round avatar with initials, as an inline image so the sample needs no network. */
function initialsAvatar(initials: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<rect width="40" height="40" fill="hsl(${hue} 40% 38%)"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="15" fill="white" text-anchor="middle">` +
    `${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The three activity types of the classic header, with their counts. */
export const activitySampleTypes: ActivityType[] = [
  { type: 'msgs', title: 'Msgs', count: 14 },
  { type: 'notify', title: 'Notify', count: 3 },
  { type: 'tasks', title: 'Tasks', count: 4 },
];

/** Entries per activity type, keyed like {@link activitySampleTypes}. */
export const activitySampleItems: Record<string, ActivityItem[]> = {
  msgs: [
    {
      id: 'msg-1',
      title: 'Maya Lindqvist',
      body: 'The quarterly figures are in. Could you look at the forecast tab of the revenue sheet before Thursday?',
      time: minutesAgo(12),
      picture: initialsAvatar('ML', 210),
      isUnread: true,
      href: '#/inbox/inbox/detail/msg-1',
    },
    {
      id: 'msg-2',
      title: 'Tomás Okafor',
      body: 'Team lunch moves to 1 pm, at the place across the street. I booked a table for eight.',
      time: minutesAgo(47),
      picture: initialsAvatar('TO', 150),
      isUnread: true,
      href: '#/inbox/inbox/detail/msg-2',
    },
    {
      id: 'msg-3',
      title: 'Priya Raman',
      body: 'Thanks for the edits to the onboarding checklist. I added a laptop setup step and sent it on to HR.',
      time: minutesAgo(190),
      picture: initialsAvatar('PR', 330),
      href: '#/inbox/inbox/detail/msg-3',
    },
    {
      id: 'msg-4',
      title: 'Jonas Weber',
      body: 'Reminder: the database upgrade starts on Saturday at 22:00 UTC and should take about two hours.',
      time: minutesAgo(26 * 60),
      picture: initialsAvatar('JW', 30),
      href: '#/inbox/inbox/detail/msg-4',
    },
    {
      id: 'msg-5',
      title: 'Elena Petrova',
      body: 'Photos from the offsite are uploaded. Tag yourself, or tell me if one should come down.',
      time: minutesAgo(3 * 24 * 60),
      picture: initialsAvatar('EP', 270),
      href: '#/inbox/inbox/detail/msg-5',
    },
  ],
  notify: [
    {
      id: 'note-1',
      title: 'New order #10482',
      body: 'A customer in Lyon ordered three items worth $214.50.',
      time: minutesAgo(5),
      isUnread: true,
    },
    {
      id: 'note-2',
      title: 'Backup completed',
      body: 'The nightly backup finished in 4 min 12 s without warnings.',
      time: minutesAgo(7 * 60),
    },
    {
      id: 'note-3',
      title: 'Password expires soon',
      body: 'Your password expires in five days. You can change it on your profile page.',
      time: minutesAgo(30 * 60),
    },
  ],
  tasks: [
    {
      id: 'task-1',
      title: 'Prepare the 4.2 release notes',
      body: 'Product team · due tomorrow',
      time: minutesAgo(20),
      isUnread: true,
      progress: 90,
    },
    {
      id: 'task-2',
      title: 'Move invoices to the new template',
      body: 'Finance · due Friday',
      time: minutesAgo(4 * 60),
      progress: 60,
    },
    {
      id: 'task-3',
      title: 'Review the accessibility audit',
      body: 'Design · due next week',
      time: minutesAgo(2 * 24 * 60),
      progress: 25,
    },
    {
      id: 'task-4',
      title: 'Replace the landing page photos',
      body: 'Marketing · done',
      time: minutesAgo(5 * 24 * 60),
      progress: 100,
    },
  ],
};
