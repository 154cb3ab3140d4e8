import { useState } from 'react';
import { useControlledState } from 'react-stately/useControlledState';

/** Options of {@link useInlineEdit}. */
export interface UseInlineEditOptions {
  value?: string;
  defaultValue?: string;
  /** Stores the new text; throw or reject to refuse it, and the error's message is shown. */
  onSave?: (value: string) => Promise<void> | void;
  /** Called once a saved value is stored. */
  onChange?: (value: string) => void;
  /** A check run before saving: return a message to refuse the text (e.g. "This field is required"). */
  validate?: (value: string) => string | null;
  isDisabled?: boolean;
}

/** What {@link useInlineEdit} gives a view. */
export interface InlineEditState {
  value: string;
  isEditing: boolean;
  /** The text being edited; kept when saving fails. */
  draft: string;
  setDraft: (draft: string) => void;
  isSaving: boolean;
  /** Why the last save was refused, or null. */
  error: string | null;
  /** Opens the editor on the current value (does nothing while disabled). */
  edit: () => void;
  /** Closes the editor and drops the draft. */
  cancel: () => void;
  /** Checks and stores the draft; the editor closes only once it is stored. */
  save: () => Promise<void>;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'The change could not be saved';

/** Owns one in-place edited value: view or edit, the draft, and a save that may fail. */
export function useInlineEdit({
  value: valueProp,
  defaultValue = '',
  onSave,
  onChange,
  validate,
  isDisabled = false,
}: UseInlineEditOptions = {}): InlineEditState {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onChange);
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const edit = () => {
    if (isDisabled || isEditing) return;
    setDraft(value);
    setError(null);
    setEditing(true);
  };

  const cancel = () => {
    if (isSaving) return;
    setEditing(false);
    setError(null);
  };

  const save = async () => {
    if (isSaving) return;
    const refusal = validate?.(draft) ?? null;
    if (refusal !== null) {
      setError(refusal);
      return;
    }
    if (draft === value) {
      cancel();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave?.(draft);
      setValue(draft);
      setEditing(false);
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setSaving(false);
    }
  };

  return { value, isEditing, draft, setDraft, isSaving, error, edit, cancel, save };
}
