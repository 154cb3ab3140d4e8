import { Suspense } from 'react';
import { lazyPart, RetryOnChange } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { useChatBoxesContext } from './ChatProvider';
import type { ChatBoxesState } from './useChatBoxes';
import { translateStrings, useTranslation } from '../i18n';

// Most visits never open a box: the boxes' code loads with the first one.
const chatBoxRow = lazyPart(() => import('./ChatBoxRow').then((module) => module.ChatBoxRow));

/** Texts of {@link ChatBoxes}, each given the name of the box's user. */
export interface ChatBoxesStrings {
  box: (name: string) => string;
  conversation: (name: string) => string;
  message: (name: string) => string;
  minimise: (name: string) => string;
  restore: (name: string) => string;
  close: (name: string) => string;
  /** Accessible name of the send button. */
  send: (name: string) => string;
  /** Shown in a conversation with no messages yet. */
  empty: (name: string) => string;
  placeholder: string;
}

const defaultStrings: ChatBoxesStrings = {
  box: (name) => `Chat with ${name}`,
  conversation: (name) => `Conversation with ${name}`,
  message: (name) => `Message to ${name}`,
  minimise: (name) => `Minimise chat with ${name}`,
  restore: (name) => `Restore chat with ${name}`,
  close: (name) => `Close chat with ${name}`,
  send: (name) => `Send message to ${name}`,
  empty: (name) => `No messages with ${name} yet. Say hello!`,
  placeholder: 'Type a message…',
};

/** Props of {@link ChatBoxes}. */
export interface ChatBoxesProps {
  /** The boxes to draw, from `useChatBoxes`; those of the nearest `ChatProvider` when omitted. */
  state?: ChatBoxesState;
  strings?: Partial<ChatBoxesStrings>;
  /** Draw emoticon codes such as `:)` as emoji. Default `true`. */
  hasEmoticons?: boolean;
  className?: string;
}

/**
 * The open chat boxes, fixed along the bottom of the viewport from its inline-end edge, beside the chat widget: each
 * with a title that folds its content, minimise and close buttons, the conversation and a message field.
 */
export function ChatBoxes({ state, strings, hasEmoticons = true, className }: ChatBoxesProps) {
  const { t } = useTranslation();
  const context = useChatBoxesContext();
  const boxes = state ?? context;
  if (!boxes) throw new Error('ChatBoxes needs a `state` from useChatBoxes() or a surrounding ChatProvider.');
  if (boxes.boxes.length === 0) return null;
  return (
    // A box that cannot load (e.g. offline) leaves the page as it was; opening another box tries again.
    <WidgetErrorBoundary
      fallback={(_, retry) => (
        <RetryOnChange
          value={boxes.boxes.map((box) => box.id).join(' ')}
          retry={retry}
          reload={chatBoxRow.preload}
        />
      )}
    >
      <Suspense fallback={null}>
        <chatBoxRow.Part
          boxes={boxes}
          strings={{ ...translateStrings(defaultStrings, t), ...strings }}
          hasEmoticons={hasEmoticons}
          className={className}
        />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
