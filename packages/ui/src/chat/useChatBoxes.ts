import { useCallback, useMemo, useRef, useState } from 'react';
import {
  chatBoxMetrics,
  closeChatBox,
  emptyChatBoxLayout,
  hideChatBox,
  openChatBox,
  placeChatBoxes,
  toggleChatBox,
  type ChatBoxLayout,
  type ChatBoxMetrics,
  type PlacedChatBox,
} from './chatBoxLayout';
import { chatBoxRefusal, type ChatMessage, type ChatUser } from './chatEntities';
import { chatMessageText } from './useChatComposer';

/** Options of {@link useChatBoxes}. */
export interface UseChatBoxesOptions {
  /** Author name of the messages you send. Default "Me". */
  selfName?: string;
  /** Your picture, shown with the messages you send. */
  selfPicture?: string;
  /** Runs after a message was added to a box, e.g. to deliver it to a server. */
  onSend?: (user: ChatUser, message: ChatMessage) => void;
  /** Box width, gap and widget width; 200, 35 and 300 by default. */
  metrics?: Partial<ChatBoxMetrics>;
  /** Text of the refusal for an offline user without an alert message. Default "{name} is offline". */
  formatOffline?: (name: string) => string;
  /** Clock for the dates of sent messages. */
  now?: () => Date;
}

/** A shown chat box: its place in the row, its user and its conversation. */
export interface ChatBoxState extends PlacedChatBox {
  user: ChatUser;
  messages: readonly ChatMessage[];
}

/** Whether a chat box opened, or why not. */
export type ChatBoxOpenResult = { isOpen: true } | { isOpen: false; reason: string };

/** What {@link useChatBoxes} returns: the shown boxes and the ways to change them. */
export interface ChatBoxesState {
  boxes: readonly ChatBoxState[];
  metrics: ChatBoxMetrics;
  /** Opens (or brings back) the user's box at the next free offset; offline users get a reason instead. */
  openBox: (user: ChatUser) => ChatBoxOpenResult;
  /** Closes a box; the boxes after it move towards the widget. The conversation is kept for a reopening. */
  closeBox: (id: string) => void;
  /** Takes a box out of the row but remembers its collapsed state for when it opens again. */
  hideBox: (id: string) => void;
  /** Folds or unfolds a box's content. */
  toggleBox: (id: string) => void;
  /** Adds your message to a box if its trimmed text is not empty; says whether it did. */
  send: (id: string, text: string) => boolean;
  /** Adds a message someone else wrote to a user's conversation, e.g. a reply from a server. */
  receive: (id: string, message: ChatMessage) => void;
}

/** Owns the open chat boxes: their order and offsets, collapsed state, users and conversations. */
export function useChatBoxes({
  selfName = 'Me',
  selfPicture,
  onSend,
  metrics: metricsOverride,
  formatOffline,
  now = () => new Date(),
}: UseChatBoxesOptions = {}): ChatBoxesState {
  const [layout, setLayout] = useState<ChatBoxLayout>(emptyChatBoxLayout);
  const [users, setUsers] = useState<ReadonlyMap<string, ChatUser>>(new Map());
  const [conversations, setConversations] = useState<ReadonlyMap<string, readonly ChatMessage[]>>(new Map());
  const nextMessage = useRef(0);
  const { width, gap, widgetWidth } = { ...chatBoxMetrics, ...metricsOverride };
  const metrics = useMemo(() => ({ width, gap, widgetWidth }), [width, gap, widgetWidth]);

  const append = useCallback((id: string, message: ChatMessage) => {
    setConversations((current) => new Map(current).set(id, [...(current.get(id) ?? []), message]));
  }, []);

  const boxes = useMemo(
    () =>
      placeChatBoxes(layout, metrics).flatMap((box) => {
        const user = users.get(box.id);
        return user ? [{ ...box, user, messages: conversations.get(box.id) ?? [] }] : [];
      }),
    [layout, metrics, users, conversations],
  );

  return {
    boxes,
    metrics,
    openBox: (user) => {
      const reason = chatBoxRefusal(user, formatOffline);
      if (reason !== null) return { isOpen: false, reason };
      setUsers((current) => new Map(current).set(user.id, user));
      setLayout((current) => openChatBox(current, user.id));
      return { isOpen: true };
    },
    closeBox: (id) => setLayout((current) => closeChatBox(current, id)),
    hideBox: (id) => setLayout((current) => hideChatBox(current, id)),
    toggleBox: (id) => setLayout((current) => toggleChatBox(current, id)),
    send: (id, text) => {
      const body = chatMessageText(text);
      const user = users.get(id);
      if (body === null || !user) return false;
      nextMessage.current += 1;
      const message: ChatMessage = {
        id: `sent-${nextMessage.current}`,
        user: selfName,
        picture: selfPicture,
        date: now(),
        body,
        isOwn: true,
      };
      append(id, message);
      onSend?.(user, message);
      return true;
    },
    receive: append,
  };
}
