import { useRef, useState } from 'react';
import { chatBoxRefusal, type ChatMessage, type ChatStatus, type ChatUser } from './chatEntities';
import { chatMessageText } from './useChatComposer';

/** Options of {@link useChat}. */
export interface UseChatOptions {
  /** The conversation (controlled); append to it in `onSend`. */
  messages?: readonly ChatMessage[];
  /** The conversation at first (uncontrolled): sent messages are appended to it. */
  defaultMessages?: readonly ChatMessage[];
  /** Runs with each message you send. */
  onSend?: (message: ChatMessage) => void;
  /** Your status (controlled). */
  status?: ChatStatus;
  /** Your status at first (uncontrolled). Default `online`. */
  defaultStatus?: ChatStatus;
  onStatusChange?: (status: ChatStatus) => void;
  /** Runs when a user who is not offline is picked, e.g. to open a chat box. */
  onOpenUser?: (user: ChatUser) => void;
  /** Author name of the messages you send. Default "Me". */
  selfName?: string;
  selfPicture?: string;
  /** Text of the note for an offline user without an alert message. Default "{name} is offline". */
  formatOffline?: (name: string) => string;
  /** Clock for the dates of sent messages. */
  now?: () => Date;
}

/** What {@link useChat} returns. */
export interface ChatState {
  messages: readonly ChatMessage[];
  status: ChatStatus;
  setStatus: (status: ChatStatus) => void;
  /** Adds your message if its trimmed text is not empty; says whether it did. */
  send: (text: string) => boolean;
  /** Opens a chat with the user, or sets `note` to why not (offline users). */
  pickUser: (user: ChatUser) => void;
  /** Why the last picked user could not be chatted with; `null` once a chat opens. */
  note: string | null;
  dismissNote: () => void;
}

/** Owns the chat widget's conversation, your status, and the note shown when an offline user is picked. */
export function useChat({
  messages,
  defaultMessages = [],
  onSend,
  status,
  defaultStatus = 'online',
  onStatusChange,
  onOpenUser,
  selfName = 'Me',
  selfPicture,
  formatOffline,
  now = () => new Date(),
}: UseChatOptions = {}): ChatState {
  const [ownMessages, setOwnMessages] = useState(defaultMessages);
  const [ownStatus, setOwnStatus] = useState(defaultStatus);
  const [note, setNote] = useState<string | null>(null);
  const sent = useRef(0);
  return {
    messages: messages ?? ownMessages,
    status: status ?? ownStatus,
    setStatus: (next) => {
      setOwnStatus(next);
      onStatusChange?.(next);
    },
    send: (text) => {
      const body = chatMessageText(text);
      if (body === null) return false;
      sent.current += 1;
      const message: ChatMessage = {
        id: `own-${sent.current}`,
        user: selfName,
        picture: selfPicture,
        date: now(),
        body,
        isOwn: true,
      };
      if (messages === undefined) setOwnMessages((current) => [...current, message]);
      onSend?.(message);
      return true;
    },
    pickUser: (user) => {
      const reason = chatBoxRefusal(user, formatOffline);
      setNote(reason);
      if (reason === null) onOpenUser?.(user);
    },
    note,
    dismissNote: () => setNote(null),
  };
}
