import { useCallback, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { markdownEdit, type MarkdownFormat } from './markdownFormat';
import { markdownToolGroups } from './markdownTools';

/** Options of {@link useMarkdownEditor}. */
export interface UseMarkdownEditorOptions {
  /** The markdown, when the caller owns it. */
  value?: string;
  /** The markdown to start from when the editor owns it. */
  defaultValue?: string;
  /** Called with the markdown after every change. */
  onChange?: (markdown: string) => void;
}

/** What {@link useMarkdownEditor} returns. */
export interface MarkdownEditorState {
  markdown: string;
  /** Ref of the text area the formats apply to. */
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  /** Called with the text area's new value. */
  setMarkdown: (markdown: string) => void;
  /** Applies a format to the text area's selection. */
  applyFormat: (format: MarkdownFormat) => void;
  /** Handles the formats' keyboard shortcuts in the text area. */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

const shortcuts = new Map(
  markdownToolGroups.flat().flatMap((tool) => (tool.key ? [[tool.key, tool.format] as const] : [])),
);

/**
 * Owns a markdown text area's text and applies toolbar formats to its selection. Edits go through the
 * browser's own text insertion where it has one, so Ctrl+Z undoes a format like any typing.
 */
export function useMarkdownEditor({
  value,
  defaultValue = '',
  onChange,
}: UseMarkdownEditorOptions): MarkdownEditorState {
  const [ownMarkdown, setOwnMarkdown] = useState(defaultValue);
  const markdown = value ?? ownMarkdown;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const setMarkdown = useCallback(
    (next: string) => {
      setOwnMarkdown(next);
      onChange?.(next);
    },
    [onChange],
  );
  const applyFormat = useCallback(
    (format: MarkdownFormat) => {
      const field = fieldRef.current;
      if (!field) return;
      const edit = markdownEdit(
        { text: field.value, start: field.selectionStart, end: field.selectionEnd },
        format,
      );
      field.focus();
      field.setSelectionRange(edit.from, edit.to);
      // execCommand keeps the browser's undo history; where it is gone, the text is set and the change told.
      if (!document.execCommand?.('insertText', false, edit.insert)) {
        field.setRangeText(edit.insert, edit.from, edit.to, 'end');
        setMarkdown(field.value);
      }
      field.setSelectionRange(edit.selectStart, edit.selectEnd);
    },
    [setMarkdown],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const format = shortcuts.get(event.key.toLowerCase());
      if (!format) return;
      event.preventDefault();
      applyFormat(format);
    },
    [applyFormat],
  );
  return { markdown, fieldRef, setMarkdown, applyFormat, onKeyDown };
}
