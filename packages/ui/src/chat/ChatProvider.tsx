import { createContext, useContext, type ReactNode } from 'react';
import { useChatBoxes, type ChatBoxesState, type UseChatBoxesOptions } from './useChatBoxes';

const ChatBoxesContext = createContext<ChatBoxesState | null>(null);

/** Props of {@link ChatProvider}. */
export interface ChatProviderProps extends UseChatBoxesOptions {
  children: ReactNode;
}

/** Shares one set of chat boxes between the chat widget (which opens them) and `ChatBoxes` (which draws them). */
export function ChatProvider({ children, ...options }: ChatProviderProps) {
  const boxes = useChatBoxes(options);
  return <ChatBoxesContext.Provider value={boxes}>{children}</ChatBoxesContext.Provider>;
}

/** The chat boxes of the nearest {@link ChatProvider}, or `null` outside one. */
export function useChatBoxesContext(): ChatBoxesState | null {
  return useContext(ChatBoxesContext);
}
