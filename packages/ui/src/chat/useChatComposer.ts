import { useState } from 'react';

/** What a message field would send: the trimmed text, or `null` when nothing but blanks was typed. */
export function chatMessageText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Options of {@link useChatComposer}. */
export interface UseChatComposerOptions {
  /** Receives the trimmed, non-empty text to send. */
  onSend: (text: string) => void;
}

/** State and handlers of a message field, from {@link useChatComposer}. */
export interface ChatComposerState {
  value: string;
  onChange: (value: string) => void;
  /** Enter sends; Shift+Enter and Enter while an input method is composing write into the field. */
  onKeyDown: (event: KeyboardEventLike) => void;
  /** Sends the trimmed text if there is any, then clears the field. */
  submit: () => void;
}

/** The parts of a keyboard event the composer reads (React's and react-aria's events both fit). */
export interface KeyboardEventLike {
  key: string;
  shiftKey: boolean;
  nativeEvent?: { isComposing?: boolean };
  preventDefault: () => void;
}

/** Owns the draft of one message field: Enter sends the trimmed text only if non-empty, then clears. */
export function useChatComposer({ onSend }: UseChatComposerOptions): ChatComposerState {
  const [value, setValue] = useState('');
  const submit = () => {
    const text = chatMessageText(value);
    if (text !== null) onSend(text);
    setValue('');
  };
  return {
    value,
    onChange: setValue,
    onKeyDown: (event) => {
      const isComposing = event.nativeEvent?.isComposing === true;
      if (event.key !== 'Enter' || event.shiftKey || isComposing) return;
      event.preventDefault();
      submit();
    },
    submit,
  };
}
