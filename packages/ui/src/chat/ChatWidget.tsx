import { useEffect, useRef } from 'react';
import { Button } from '../button';
import { Select } from '../select';
import { TextArea } from '../text-field';
import {
  chatMessageDate,
  chatStatuses,
  chatUserName,
  defaultChatStatusLabels,
  type ChatMessage,
  type ChatStatus,
  type ChatUser,
} from './chatEntities';
import { useChatBoxesContext } from './ChatProvider';
import { ChatStatusDot } from './ChatStatusDot';
import { ChatText } from './ChatText';
import {
  Author,
  Avatar,
  Body,
  Composer,
  ComposerFooter,
  Conversation,
  Empty,
  Hint,
  Log,
  Main,
  MessageHead,
  MessageItem,
  MessageList,
  Note,
  Root,
  Time,
  Toolbar,
  UserButton,
  UserList,
  UserName,
  Users,
} from './ChatWidget.styles';
import { useChat, type UseChatOptions } from './useChat';
import { useChatComposer } from './useChatComposer';
import { translateStrings, useTranslation } from '../i18n';

/** Texts of {@link ChatWidget}. */
export interface ChatWidgetStrings {
  /** Name of the whole widget. */
  widget: string;
  status: string;
  statusLabels: Record<ChatStatus, string>;
  messages: string;
  users: string;
  /** Accessible name of the message field. */
  message: string;
  placeholder: string;
  hint: string;
  reply: string;
  empty: string;
}

const defaultStrings: ChatWidgetStrings = {
  widget: 'Chat',
  status: 'Your status',
  statusLabels: defaultChatStatusLabels,
  messages: 'Messages',
  users: 'Users',
  message: 'Reply',
  placeholder: 'Write a reply…',
  hint: 'Press Enter to send, Shift+Enter for a new line',
  reply: 'Reply',
  empty: 'No messages yet.',
};

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps extends UseChatOptions {
  /** People to chat with; picking one opens a chat box unless they are offline. */
  users: readonly ChatUser[];
  strings?: Partial<ChatWidgetStrings>;
  /** Formats a message date; "Oct 1, 2014" by default. */
  formatDate?: (date: Date) => string;
  /** Draw emoticon codes such as `:)` as emoji. Default `true`. */
  hasEmoticons?: boolean;
  className?: string;
}

/**
 * The chat widget: your status, the conversation, a reply field where Enter sends, and the user
 * list whose entries open chat boxes, through `onOpenUser` or the surrounding `ChatProvider`.
 */
export function ChatWidget({
  users,
  strings,
  formatDate: formatDateProp,
  hasEmoticons = true,
  className,
  onOpenUser,
  ...options
}: ChatWidgetProps) {
  const { t, locale } = useTranslation();
  const formatDate =
    formatDateProp ?? ((date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date));
  const texts = { ...translateStrings(defaultStrings, t), ...strings };
  const boxes = useChatBoxesContext();
  const chat = useChat({
    ...options,
    onOpenUser: onOpenUser ?? (boxes ? (user) => boxes.openBox(user) : undefined),
  });
  const composer = useChatComposer({ onSend: chat.send });
  const statusItems = chatStatuses.map((value) => ({ value, label: texts.statusLabels[value] }));

  return (
    <Root aria-label={texts.widget} className={className}>
      <Toolbar>
        <Select
          aria-label={texts.status}
          items={statusItems}
          value={chat.status}
          onChange={(value) => value && chat.setStatus(value as ChatStatus)}
        />
      </Toolbar>
      <Main>
        <Conversation>
          <MessageLog
            messages={chat.messages}
            strings={texts}
            formatDate={formatDate}
            hasEmoticons={hasEmoticons}
          />
          <Composer>
            <TextArea
              aria-label={texts.message}
              placeholder={texts.placeholder}
              rows={3}
              value={composer.value}
              onChange={composer.onChange}
              onKeyDown={composer.onKeyDown}
            />
            <ComposerFooter>
              <Hint>{texts.hint}</Hint>
              <Button variant="primary" size="sm" onPress={composer.submit}>
                {texts.reply}
              </Button>
            </ComposerFooter>
          </Composer>
        </Conversation>
        <Users aria-label={texts.users}>
          <UserList>
            {users.map((user) => (
              <li key={user.id}>
                <UserButton type="button" $status={user.status} onClick={() => chat.pickUser(user)}>
                  {user.picture && <Avatar src={user.picture} alt="" width={24} height={24} $size={24} />}
                  <UserName>{chatUserName(user)}</UserName>
                  <ChatStatusDot status={user.status} />
                </UserButton>
              </li>
            ))}
          </UserList>
          <Note role="status">{chat.note}</Note>
        </Users>
      </Main>
    </Root>
  );
}

interface MessageLogProps {
  messages: readonly ChatMessage[];
  strings: ChatWidgetStrings;
  formatDate: (date: Date) => string;
  hasEmoticons: boolean;
}

function MessageLog({ messages, strings, formatDate, hasEmoticons }: MessageLogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shownCount = useRef(messages.length);
  // The conversation opens at its first message; a message added later scrolls into view at the bottom.
  useEffect(() => {
    if (messages.length > shownCount.current && ref.current) ref.current.scrollTop = ref.current.scrollHeight;
    shownCount.current = messages.length;
  }, [messages.length]);
  return (
    // Focusable so keyboard users can scroll a long conversation.
    <Log ref={ref} role="log" aria-label={strings.messages} tabIndex={0}>
      {messages.length === 0 ? (
        <Empty>{strings.empty}</Empty>
      ) : (
        <MessageList>
          {messages.map((message) => {
            const date = chatMessageDate(message.date);
            return (
              <MessageItem key={message.id} $isOwn={message.isOwn === true}>
                {message.picture && <Avatar src={message.picture} alt="" width={40} height={40} $size={40} />}
                <div>
                  <MessageHead>
                    <Author>{message.user}</Author>
                    {date && <Time dateTime={date.toISOString()}>{formatDate(date)}</Time>}
                  </MessageHead>
                  <Body>
                    <ChatText text={message.body} hasEmoticons={hasEmoticons} />
                  </Body>
                </div>
              </MessageItem>
            );
          })}
        </MessageList>
      )}
    </Log>
  );
}
