import { isValidElement, type ReactNode } from 'react';
import type { Notification } from './Notifier';

/** Plain text inside a React node (strings, numbers and the children of elements), for announcements. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** What screen readers hear when a box appears: its announcement, else its title and content. */
export function announcementOf(notification: Notification): string {
  if (notification.announcement) return notification.announcement;
  const title = textOf(notification.title).trim();
  const content = textOf(notification.content).trim();
  if (!title || !content) return title || content;
  // A full stop between the two makes screen readers pause, unless the title already ends a sentence.
  return /[.!?:]$/.test(title) ? `${title} ${content}` : `${title}. ${content}`;
}
