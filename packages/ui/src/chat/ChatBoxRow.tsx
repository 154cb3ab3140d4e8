import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { faMinus, faPaperPlane, faWindowRestore, faXmark } from '@fortawesome/free-solid-svg-icons';
import { useDateFormatter } from 'react-aria';
import { Button } from '../button';
import { Icon } from '../icon';
import { TextArea } from '../text-field';
import { chatMessageDate, chatUserName, type ChatMessage } from './chatEntities';
import {
  Box,
  BoxContent,
  BoxEmpty,
  BoxLog,
  BoxNote,
  Bubble,
  BubbleText,
  BubbleTime,
  ComposerRow,
  HeaderButton,
  MessageAuthor,
  Row,
  TitleBar,
  TitleButton,
  TitleText,
} from './ChatBoxes.styles';
import { ChatStatusDot } from './ChatStatusDot';
import { ChatText } from './ChatText';
import { useChatComposer } from './useChatComposer';
import type { ChatBoxesStrings } from './ChatBoxes';
import type { ChatBoxesState, ChatBoxState } from './useChatBoxes';

/** Props of {@link ChatBoxRow}. */
export interface ChatBoxRowProps {
  boxes: ChatBoxesState;
  strings: ChatBoxesStrings;
  hasEmoticons: boolean;
  className?: string;
}

/** The row of open boxes; loaded with the first box opened. */
export function ChatBoxRow({ boxes, strings, hasEmoticons, className }: ChatBoxRowProps) {
  return (
    <Row className={className}>
      {boxes.boxes.map((box) => (
        <ChatBox
          key={box.id}
          box={box}
          width={boxes.metrics.width}
          state={boxes}
          strings={strings}
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

const boxPlace = (offset: number, width: number) =>
  ({ '--chat-box-offset': `${offset}px`, '--chat-box-width': `${width}px` }) as CSSProperties;

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
    <Box aria-label={strings.box(name)} style={boxPlace(box.offset, width)}>
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
          {box.messages.length === 0 ? (
            <BoxEmpty>{strings.empty(name)}</BoxEmpty>
          ) : (
            box.messages.map((message) => (
              <MessageBubble key={message.id} message={message} hasEmoticons={hasEmoticons} />
            ))
          )}
        </BoxLog>
        <ComposerRow>
          <TextArea
            aria-label={strings.message(name)}
            placeholder={strings.placeholder}
            rows={2}
            value={composer.value}
            onChange={composer.onChange}
            onKeyDown={composer.onKeyDown}
          />
          <Button
            variant="primary"
            size="sm"
            aria-label={strings.send(name)}
            icon={<Icon icon={faPaperPlane} />}
            onPress={composer.submit}
          />
        </ComposerRow>
      </BoxContent>
    </Box>
  );
}

/** One message as a bubble with its time; the author's name is read out before it. */
function MessageBubble({ message, hasEmoticons }: { message: ChatMessage; hasEmoticons: boolean }) {
  const timeFormatter = useDateFormatter({ timeStyle: 'short' });
  const date = chatMessageDate(message.date);
  return (
    <Bubble $isOwn={message.isOwn === true}>
      <MessageAuthor>{message.user}: </MessageAuthor>
      <BubbleText>
        <ChatText text={message.body} hasEmoticons={hasEmoticons} />
      </BubbleText>
      {date && <BubbleTime dateTime={date.toISOString()}>{timeFormatter.format(date)}</BubbleTime>}
    </Bubble>
  );
}
