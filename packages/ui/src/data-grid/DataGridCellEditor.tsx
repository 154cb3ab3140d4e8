import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { DataGridEditorKind } from './dataGridEditing';
import { EditorControl, EditorMessage } from './DataGridColumns.styles';

/** Props of {@link DataGridCellEditor}. */
export interface DataGridCellEditorProps {
  kind: DataGridEditorKind;
  options?: readonly { value: string; label: string }[];
  /** Accessible name, e.g. "Edit Amount". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the value was refused, or why the save failed; shown under the editor. */
  message?: string;
  isInvalid: boolean;
  /** Takes focus when it opens (the first editor of a row does). */
  takesFocus: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** The editor inside a cell being edited: Enter saves, Escape cancels, other keys stay in the editor. */
export function DataGridCellEditor({
  kind,
  options = [],
  label,
  value,
  onChange,
  message,
  isInvalid,
  takesFocus,
  onSave,
  onCancel,
}: DataGridCellEditorProps) {
  const messageId = useId();
  const controlRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => {
    if (takesFocus) controlRef.current?.focus();
  }, [takesFocus]);
  const onKeyDown = (event: KeyboardEvent) => {
    // The grid moves focus on arrow keys, Home and End; inside an editor they belong to the editor.
    if (event.key !== 'Tab') event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  const shared = {
    'aria-label': label,
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': message ? messageId : undefined,
    ref: controlRef,
    onKeyDown,
    // Double clicks inside the editor select text; they must not restart editing.
    onDoubleClick: (event: { stopPropagation: () => void }) => event.stopPropagation(),
  };
  return (
    <>
      {kind === 'select' ? (
        <EditorControl
          as="select"
          {...shared}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </EditorControl>
      ) : (
        <EditorControl
          {...shared}
          type={kind}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          step={kind === 'number' ? 'any' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {message && (
        <EditorMessage id={messageId} role="alert">
          {message}
        </EditorMessage>
      )}
    </>
  );
}
