import { useEffect, useId, useRef } from 'react';
import { Button } from '../button';
import { FieldControl, FieldError, FieldInput } from '../field';
import { EditorForm, EditorRow } from './InlineEdit.styles';
import type { InlineEditState } from './useInlineEdit';

/** Texts of the editor's buttons; replace them to translate. */
export interface InlineEditMessages {
  save: string;
  cancel: string;
  empty: string;
}

interface InlineEditorProps {
  state: InlineEditState;
  label: string;
  messages: InlineEditMessages;
  placeholder?: string;
}

/** The open editor: the text, Save and Cancel; Enter saves and Escape cancels. */
export function InlineEditor({ state, label, messages, placeholder }: InlineEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  return (
    <EditorForm
      aria-busy={state.isSaving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void state.save();
      }}
    >
      <EditorRow>
        <FieldControl validationState={state.error !== null ? 'invalid' : undefined} isFocused>
          <FieldInput
            ref={inputRef}
            aria-label={label}
            aria-invalid={state.error !== null || undefined}
            aria-describedby={state.error !== null ? errorId : undefined}
            value={state.draft}
            placeholder={placeholder}
            readOnly={state.isSaving}
            onChange={(event) => state.setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              state.cancel();
            }}
          />
        </FieldControl>
        <Button type="submit" variant="primary" size="sm" isDisabled={state.isSaving}>
          {messages.save}
        </Button>
        <Button size="sm" isDisabled={state.isSaving} onPress={state.cancel}>
          {messages.cancel}
        </Button>
      </EditorRow>
      <FieldError id={errorId} role="alert">
        {state.error}
      </FieldError>
    </EditorForm>
  );
}
