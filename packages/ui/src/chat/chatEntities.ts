/** Presence of a chat user: online, busy, away or offline ("Log Off" in the status menu). */
export type ChatStatus = 'online' | 'busy' | 'away' | 'offline';

/** The statuses in menu order; the first is the default. */
export const chatStatuses: readonly ChatStatus[] = ['online', 'busy', 'away', 'offline'];

/** English names of the statuses, as the status menu shows them. */
export const defaultChatStatusLabels: Readonly<Record<ChatStatus, string>> = {
  online: 'Online',
  busy: 'Busy',
  away: 'Away',
  offline: 'Log Off',
};

/**
 * A person one can chat with. Joins the chat user (username, picture, status) and chat box user
 * (first_name → `firstName`, last_name → `lastName`, alertmsg → `alertMessage`, alertshow → `isAlertShown`).
 */
export interface ChatUser {
  /** Stable key; also the id of the user's chat box. */
  id: string;
  username: string;
  /** URL of the user's picture; decorative, since the name is always shown beside it. */
  picture?: string;
  status: ChatStatus;
  firstName?: string;
  lastName?: string;
  /** Why the user cannot chat ("Sadi is in a meeting"); shown when an offline user is picked. */
  alertMessage?: string;
  /** Also show `alertMessage` at the top of the user's chat box when it opens. */
  isAlertShown?: boolean;
}

/** One chat message: who wrote it, when, and its text. */
export interface ChatMessage {
  id: string;
  /** Name of the author as shown. */
  user: string;
  /** When it was written: a `Date` or an ISO 8601 string. */
  date: Date | string;
  /** Plain text; always rendered as text, never as HTML. */
  body: string;
  /** URL of the author's picture. */
  picture?: string;
  /** Written by the signed-in user. */
  isOwn?: boolean;
}

/** The name a chat box title shows: first and last name when known, else the username. */
export function chatUserName(user: ChatUser): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return fullName || user.username;
}

/** Why no chat box opens for `user`, or `null` when one may: offline users cannot be chatted with. */
export function chatBoxRefusal(user: ChatUser, formatOffline = defaultOfflineMessage): string | null {
  if (user.status !== 'offline') return null;
  return user.alertMessage?.trim() || formatOffline(chatUserName(user));
}

function defaultOfflineMessage(name: string): string {
  return `${name} is offline`;
}

/** Reads a message date, or `null` when the string is not a date. */
export function chatMessageDate(date: Date | string): Date | null {
  const parsed = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
