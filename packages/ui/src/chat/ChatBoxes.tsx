import { useEffect, useId, useRef } from 'react';
import { faMinus, faWindowRestore, faXmark } from '@fortawesome/free-solid-svg-icons';
import { Icon } from '../icon';
import { TextArea } from '../text-field';
import { chatUserName } from './chatEntities';
import {
  Box,
  BoxContent,
  BoxLog,
  BoxMessage,
  BoxNote,
  HeaderButton,
  MessageAuthor,
  Row,
  TitleBar,
  TitleButton,
  TitleText,
} from './ChatBoxes.styles';
import { ChatStatusDot } from './ChatStatusDot';
import { ChatText } from './ChatText';
import { useChatBoxesContext } from './ChatProvider';
import { useChatComposer } from './useChatComposer';
import type { ChatBoxesState, ChatBoxState } from './useChatBoxes';

/** Texts of {@link ChatBoxes}, each given the name of the box's user. */
export interface ChatBoxesStrings {
  box: (name: string) => string;
  conversation: (name: string) => string;
  message: (name: string) => string;
  minimise: (name: string) => string;
  restore: (name: string) => string;
  close: (name: string) => string;
  placeholder: string;
}

const defaultStrings: ChatBoxesStrings = {
  box: (name) => `Chat with ${name}`,
  conversation: (name) => `Conversation with ${name}`,
  message: (name) => `Message to ${name}`,
  minimise: (name) => `Minimise chat with ${name}`,
  restore: (name) => `Restore chat with ${name}`,
  close: (name) => `Close chat with ${name}`,
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
 * The open chat boxes, fixed along the bottom of the viewport from its inline-end edge (spec §2, §9): each
 * with a title that folds its content, minimise and close buttons, the conversation and a message field.
 */
export function ChatBoxes({ state, strings, hasEmoticons = true, className }: ChatBoxesProps) {
  const context = useChatBoxesContext();
  const boxes = state ?? context;
  if (!boxes) throw new Error('ChatBoxes needs a `state` from useChatBoxes() or a surrounding ChatProvider.');
  const texts = { ...defaultStrings, ...strings };
  return (
    <Row className={className}>
      {boxes.boxes.map((box) => (
        <ChatBox
          key={box.id}
          box={box}
          width={boxes.metrics.width}
          state={boxes}
          strings={texts}
          hasEmoticons={hasEmoticons}
        />
      ))}
    </Row>
  );
}

interface ChatBoxProps {
  box: ChatBoxState;
  width: number;
  state: ChatBoxesState;
  strings: ChatBoxesStrings;
  hasEmoticons: boolean;
}

function ChatBox({ box, width, state, strings, hasEmoticons }: ChatBoxProps) {
  const contentId = useId();
  const name = chatUserName(box.user);
  const composer = useChatComposer({ onSend: (text) => state.send(box.id, text) });
  const logRef = useRef<HTMLDivElement>(null);
  const toggle = () => state.toggleBox(box.id);
  const alert = box.user.isAlertShown ? box.user.alertMessage : undefined;

  // New messages arrive at the bottom; keep them in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [box.messages.length, box.isCollapsed]);

  return (
    <Box aria-label={strings.box(name)} style={{ insetInlineEnd: box.offset, inlineSize: width }}>
      <TitleBar>
        <TitleButton
          type="button"
          aria-expanded={!box.isCollapsed}
          aria-controls={contentId}
          onClick={toggle}
        >
          <TitleText>{name}</TitleText>
          <ChatStatusDot status={box.user.status} />
        </TitleButton>
        <HeaderButton
          type="button"
          aria-label={box.isCollapsed ? strings.restore(name) : strings.minimise(name)}
          onClick={toggle}
        >
          <Icon icon={box.isCollapsed ? faWindowRestore : faMinus} />
        </HeaderButton>
        <HeaderButton type="button" aria-label={strings.close(name)} onClick={() => state.closeBox(box.id)}>
          <Icon icon={faXmark} />
        </HeaderButton>
      </TitleBar>
      <BoxContent id={contentId} hidden={box.isCollapsed}>
        {alert && <BoxNote>{alert}</BoxNote>}
        {/* Focusable so keyboard users can scroll a long conversation. */}
        <BoxLog ref={logRef} role="log" aria-label={strings.conversation(name)} tabIndex={0}>
          {box.messages.map((message) => (
            <BoxMessage key={message.id}>
              <MessageAuthor>{message.user}: </MessageAuthor>
              <ChatText text={message.body} hasEmoticons={hasEmoticons} />
            </BoxMessage>
          ))}
        </BoxLog>
        <TextArea
          aria-label={strings.message(name)}
          placeholder={strings.placeholder}
          rows={2}
          value={composer.value}
          onChange={composer.onChange}
          onKeyDown={composer.onKeyDown}
        />
      </BoxContent>
    </Box>
  );
}
