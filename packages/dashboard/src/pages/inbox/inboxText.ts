import { messageTeaser, type MailLabel, type MailListItem } from '@atrium/ui';
import type { InboxLabel } from '../../api/inbox';
import type { InboxMessage } from '../../api/resourceDefinitions';

/** The folder a bare `/inbox` opens. */
export const defaultFolder = 'inbox';

/** A folder's name as shown (before translation): its key with a capital, `sent` → `Sent`. */
export function folderTitle(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The text of an HTML body. The inert document `DOMParser` builds runs no script and loads no image, so a
 * hostile body is only read, never rendered.
 */
export function bodyText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** A message's date as a list shows it: the time for today's messages, else the day. */
export function listDate(iso: string, locale: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const isToday = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    locale,
    isToday ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  ).format(date);
}

/** A message as a list row: teaser from its body's text, labels looked up in the configuration. */
export function toListItem(
  message: InboxMessage,
  labels: readonly InboxLabel[],
  format: (iso: string) => string,
): MailListItem & { text: string } {
  const text = bodyText(message.body);
  const id = String(message._id);
  const isSent = message.folder === 'sent' || message.folder === 'draft';
  const counterpart = isSent ? message.to?.[0] : message.from;
  return {
    id,
    sender: counterpart?.name || counterpart?.email || '',
    subject: message.subject,
    teaser: messageTeaser(message.subject, text),
    labels: (message.labels ?? []).flatMap((key): MailLabel[] => {
      const label = labels.find((candidate) => candidate.key === key);
      return label ? [label] : [];
    }),
    hasAttachments: (message.attachments?.length ?? 0) > 0,
    isRead: message.read ?? false,
    date: format(message.date),
    dateTime: message.date,
    text,
  };
}

/** Whether a row matches a search: every word in its sender, subject or text, ignoring case. */
export function matchesSearch(item: MailListItem & { text: string }, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${item.sender} ${item.subject} ${item.text}`.toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}
