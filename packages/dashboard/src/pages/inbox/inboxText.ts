import { messageTeaser, sanitizedHtmlBody, type MailLabel, type MailListItem } from '@atrium/ui';
import type { InboxLabel } from '../../api/inbox';
import type { InboxMessage } from '../../api/resourceDefinitions';

/** The folder a bare `/inbox` opens. */
export const defaultFolder = 'inbox';

/** The folder where messages being written are kept. */
export const draftFolder = 'draft';

/** The folder deleted messages go to before they are removed for good. */
export const trashFolder = 'trash';

/** A folder's name as shown (before translation): its key with a capital, `sent` → `Sent`. */
export function folderTitle(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * The text of an HTML body. It is read from the sanitiser's own inert document, which runs no script and loads
 * no image, so a hostile body is only read, never rendered.
 */
export function bodyText(html: string): string {
  return sanitizedHtmlBody(html).textContent ?? '';
}

/**
 * The text of an HTML body with its line breaks and paragraphs kept, for writing on with it (a reply's quote,
 * a reopened draft). Read from an inert document like {@link bodyText}.
 */
export function bodyPlainText(html: string): string {
  const body = sanitizedHtmlBody(html);
  for (const lineBreak of body.querySelectorAll('br')) lineBreak.replaceWith('\n');
  for (const block of body.querySelectorAll('p, div, li, blockquote, h1, h2, h3, h4, h5, h6, tr')) {
    block.append('\n\n');
  }
  return (body.textContent ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
