import type { MailLabel, MailListItem } from './MailList';
import { messageTeaser } from './messageTeaser';

const work: MailLabel = { key: 'work', name: 'Work', color: '#a65c00' };
const home: MailLabel = { key: 'home', name: 'Home', color: '#2f6f6a' };

const senders = ['Mira Okafor', 'Jonas Berg', 'Lena Hoffmann', 'Tomás Ruiz', 'Priya Kulkarni'];
const subjects = ['Timelogs of the last client', 'Q4 budget review', 'Onboarding plan', 'Release notes 4.2'];
const text = 'Thanks for the quick turnaround on this. The totals match the plan except for travel.';

/** `count` sample messages for stories and tests, newest first, a minute apart. */
export function mailListSample(count: number): MailListItem[] {
  return Array.from({ length: count }, (_, index) => {
    const subject = subjects[index % subjects.length]!;
    const minutes = 9 * 60 + 4 - index;
    const time = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} AM`;
    return {
      id: `m${index + 1}`,
      sender: senders[index % senders.length]!,
      subject: `${subject} #${index + 1}`,
      teaser: messageTeaser(subject, text),
      labels: index % 5 === 0 ? [work] : index % 7 === 0 ? [home] : [],
      hasAttachments: index % 3 === 0,
      isRead: index % 4 !== 0,
      date: minutes > 0 ? time : 'Nov 25',
      dateTime: `2026-11-26T${String(Math.max(0, Math.floor(minutes / 60))).padStart(2, '0')}:00:00Z`,
    };
  });
}
