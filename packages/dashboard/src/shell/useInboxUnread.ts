import { useInboxConfig } from '../api/inbox';
import { routeAt } from '../routes';

/** The inbox's path, whose menu entry and shortcut tile carry its unread count. */
export const inboxPath = '/inbox';

/**
 * Unread messages in the inbox folder, from the configuration the inbox page keeps current; `undefined` until
 * it loads, and never fetched when the app has no inbox route.
 */
export function useInboxUnread(): number | undefined {
  const hasInbox = Boolean(routeAt(inboxPath));
  const { data: inbox } = useInboxConfig({ enabled: hasInbox });
  return inbox?.folders.find((folder) => folder.key === 'inbox')?.unread;
}
