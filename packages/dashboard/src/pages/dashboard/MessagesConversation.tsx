import { useMemo } from 'react';
import { ChatWidget, type ChatMessage } from '@atrium/ui';
import { useChatData, type ChatMessageData } from '../../api/chat';
import { useUser } from '../../api/resources';
import { QueryContent } from './QueryContent';

/** Marks the messages the signed-in user wrote, so the widget draws them as their own. */
function markOwnMessages(messages: readonly ChatMessageData[], selfName: string | undefined): ChatMessage[] {
  return messages.map((message) => ({
    ...message,
    isOwn: selfName !== undefined && message.user === selfName,
  }));
}

/**
 * The conversation and user list of `chat.json`; its own module, loaded when scrolled to. Picking a user opens
 * a chat box through the page's `ChatProvider`.
 */
export default function MessagesConversation() {
  const chat = useChatData();
  const user = useUser();
  const selfName = user.data?.username;
  const messages = useMemo(
    () => (chat.data ? markOwnMessages(chat.data.messages, selfName) : undefined),
    [chat.data, selfName],
  );
  return (
    <QueryContent query={chat} what="messages">
      {(data) => (
        <ChatWidget
          // The conversation is the widget's own once shown; a new signed-in name starts it again.
          key={selfName ?? ''}
          users={data.users}
          defaultMessages={messages ?? []}
          selfName={selfName}
          selfPicture={user.data?.picture}
        />
      )}
    </QueryContent>
  );
}
