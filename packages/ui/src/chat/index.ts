export { ChatBoxes, type ChatBoxesProps, type ChatBoxesStrings } from './ChatBoxes';
export { ChatProvider, useChatBoxesContext, type ChatProviderProps } from './ChatProvider';
export { ChatStatusDot, type ChatStatusDotProps } from './ChatStatusDot';
export { ChatText, type ChatTextProps } from './ChatText';
export { ChatWidget, type ChatWidgetProps, type ChatWidgetStrings } from './ChatWidget';
export {
  chatBoxOffset,
  chatBoxMetrics,
  closeChatBox,
  emptyChatBoxLayout,
  hideChatBox,
  openChatBox,
  placeChatBoxes,
  showChatBox,
  toggleChatBox,
  type ChatBoxEntry,
  type ChatBoxLayout,
  type ChatBoxMetrics,
  type PlacedChatBox,
} from './chatBoxLayout';
export {
  chatBoxRefusal,
  chatMessageDate,
  chatStatuses,
  chatUserName,
  defaultChatStatusLabels,
  type ChatMessage,
  type ChatStatus,
  type ChatUser,
} from './chatEntities';
export { chatEmoticons, splitEmoticons, type ChatTextPart, type Emoticon } from './emoticons';
export { useChat, type ChatState, type UseChatOptions } from './useChat';
export {
  useChatBoxes,
  type ChatBoxOpenResult,
  type ChatBoxState,
  type ChatBoxesState,
  type UseChatBoxesOptions,
} from './useChatBoxes';
export {
  chatMessageText,
  useChatComposer,
  type ChatComposerState,
  type KeyboardEventLike,
  type UseChatComposerOptions,
} from './useChatComposer';
