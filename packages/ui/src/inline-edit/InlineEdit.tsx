import { useEffect, useRef } from 'react';
import { Popover } from '../popover';
import { InlineEditor, type InlineEditMessages } from './InlineEditor';
import { ValueButton, ValueText } from './InlineEdit.styles';
import { useInlineEdit, type UseInlineEditOptions } from './useInlineEdit';

/** Props of {@link InlineEdit}. */
export interface InlineEditProps extends UseInlineEditOptions {
  /** Names the value and its editor for assistive technology, e.g. "Username". */
  label: string;
  /** `inline` swaps the value for the editor in place; `popup` opens the editor in a popover beside it. */
  mode?: 'inline' | 'popup';
  placeholder?: string;
  /** Overrides of the Save, Cancel and "Empty" texts. */
  messages?: Partial<InlineEditMessages>;
  className?: string;
}

const defaultMessages: InlineEditMessages = { save: 'Save', cancel: 'Cancel', empty: 'Empty' };

/**
 * In-place editing of a text value: the value shows as a dashed link; pressing it opens an editor in
 * place or in a popover, Enter saves and Escape cancels. A save that fails keeps the editor open with the
 * text and shows why; `isDisabled` turns the value back into plain text.
 */
export function InlineEdit({
  label,
  mode = 'inline',
  placeholder,
  messages: messageOverrides,
  className,
  ...options
}: InlineEditProps) {
  const messages = { ...defaultMessages, ...messageOverrides };
  const state = useInlineEdit(options);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const isEmpty = state.value.trim() === '';
  const shown = isEmpty ? messages.empty : state.value;

  // Closing the inline editor removes the focused input, so focus goes back to the value it edited.
  useEffect(() => {
    if (wasEditing.current && !state.isEditing && mode === 'inline') buttonRef.current?.focus();
    wasEditing.current = state.isEditing;
  }, [state.isEditing, mode]);

  if (options.isDisabled) {
    return (
      <ValueText className={className} $isEmpty={isEmpty} dir="auto">
        {shown}
      </ValueText>
    );
  }

  const editor = <InlineEditor state={state} label={label} messages={messages} placeholder={placeholder} />;
  const trigger = (
    <ValueButton
      ref={buttonRef}
      type="button"
      className={className}
      $isEmpty={isEmpty}
      // User text keeps its own direction, so "awesome user!" does not read "!awesome user" in a right-to-left page.
      dir="auto"
      aria-label={`${label}: ${shown}`}
      onClick={mode === 'inline' ? state.edit : undefined}
    >
      {shown}
    </ValueButton>
  );

  if (mode === 'popup') {
    return (
      <Popover
        trigger={trigger}
        title={label}
        placement="top"
        isOpen={state.isEditing}
        onOpenChange={(isOpen) => (isOpen ? state.edit() : state.cancel())}
      >
        {editor}
      </Popover>
    );
  }
  return state.isEditing ? editor : trigger;
}
