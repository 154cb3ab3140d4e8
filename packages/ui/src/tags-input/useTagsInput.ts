import { useState, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { sameTag, splitTagText } from './tagText';

/** Texts the tags input shows and announces; replace them to translate. */
export interface TagsInputMessages {
  added: (tag: string) => string;
  removed: (tag: string) => string;
  duplicate: (tag: string) => string;
  tooMany: (maxTags: number) => string;
}

const defaultMessages: TagsInputMessages = {
  added: (tag) => `Added ${tag}`,
  removed: (tag) => `Removed ${tag}`,
  duplicate: (tag) => `“${tag}” is already in the list`,
  tooMany: (maxTags) => `No more than ${maxTags} tags`,
};

/** Options of {@link useTagsInput}. */
export interface UseTagsInputOptions {
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (tags: readonly string[]) => void;
  /** Most tags the list takes; further ones are refused with a message. */
  maxTags?: number;
  messages?: Partial<TagsInputMessages>;
}

/** What {@link useTagsInput} gives a view: the tags, the typed text, the refusal and what to announce. */
export interface TagsInputState {
  tags: readonly string[];
  inputValue: string;
  /** Why the last entry was refused, or null. */
  error: string | null;
  /** The latest change in words, for a polite live region. */
  announcement: string;
  /** Adds a tag unless it is blank, already listed or over the limit; true when it was added. */
  addTag: (text: string) => boolean;
  removeTag: (index: number) => void;
  /** For the text input: commas and line breaks (typed or pasted) finish tags as they arrive. */
  onInputChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** For the text input: Enter finishes the typed tag, Backspace in an empty input removes the last one. */
  onInputKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** For the text input: a pasted list keeps its line breaks as separators (a text input would drop them). */
  onInputPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/** Owns a list of free-text tags and the text being typed into the next one. */
export function useTagsInput({
  value,
  defaultValue = [],
  onChange,
  maxTags = Infinity,
  messages: messageOverrides,
}: UseTagsInputOptions = {}): TagsInputState {
  const messages = { ...defaultMessages, ...messageOverrides };
  const [tags, setTags] = useControlledState<readonly string[]>(value, defaultValue, onChange);
  const [inputValue, setInputValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refusal = (list: readonly string[], tag: string) => {
    if (list.some((existing) => sameTag(existing, tag))) return messages.duplicate(tag);
    if (list.length >= maxTags) return messages.tooMany(maxTags);
    return null;
  };

  /** Adds each tag in turn; stops at the first refusal and returns the tags that were not added. */
  const addAll = (candidates: readonly string[]): string[] => {
    let list = tags;
    for (const [index, tag] of candidates.entries()) {
      const reason = refusal(list, tag);
      if (reason !== null) {
        if (list !== tags) setTags(list);
        setError(reason);
        setAnnouncement(reason);
        return candidates.slice(index);
      }
      list = [...list, tag];
    }
    if (list !== tags) {
      setTags(list);
      setError(null);
      setAnnouncement(candidates.map(messages.added).join('. '));
    }
    return [];
  };

  const addTag = (text: string) => {
    const tag = text.trim();
    return tag !== '' && addAll([tag]).length === 0;
  };

  const removeTag = (index: number) => {
    const tag = tags[index];
    if (tag === undefined) return;
    setTags(tags.filter((_, at) => at !== index));
    setError(null);
    setAnnouncement(messages.removed(tag));
  };

  const takeText = (text: string) => {
    const { tags: finished, rest } = splitTagText(text);
    if (finished.length === 0) {
      setInputValue(rest);
      if (error !== null) setError(null);
      return;
    }
    // A refused tag goes back into the input with the rest, so nothing typed or pasted is lost.
    const refused = addAll(finished);
    setInputValue([...refused, rest.trimStart()].filter((piece) => piece !== '').join(', '));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => takeText(event.target.value);

  const onInputPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!/[\n\r]/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    takeText(`${input.value.slice(0, start)}${pasted}${input.value.slice(end)}`);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (inputValue.trim() === '') return;
      event.preventDefault();
      if (addTag(inputValue)) setInputValue('');
    } else if (event.key === 'Backspace' && inputValue === '' && tags.length > 0) {
      event.preventDefault();
      removeTag(tags.length - 1);
    }
  };

  return {
    tags,
    inputValue,
    error,
    announcement,
    addTag,
    removeTag,
    onInputChange,
    onInputKeyDown,
    onInputPaste,
  };
}
