import { useState } from 'react';
import { validateEdit, type DataGridEditor, type DataGridRowChange } from './dataGridEditing';

/** One row being edited: which cells have editors, what they hold and what was refused. */
export interface RowEditingState {
  rowId: string;
  columnIds: readonly string[];
  drafts: Record<string, string>;
  /** Messages of refused values by column id. */
  errors: Record<string, string>;
  /** Set when the last save failed; the drafts are kept so nothing typed is lost. */
  saveFailed: boolean;
  isSaving: boolean;
}

/** A column as the editing hook needs it. */
export interface EditableColumn<TRow> {
  id: string;
  editor: DataGridEditor<TRow>;
  value: (row: TRow) => unknown;
}

/** Options of {@link useRowEditing}. */
export interface UseRowEditingOptions<TRow> {
  /** Saves an edit; a rejected promise keeps the editors open with what was typed. */
  onRowChange?: (change: DataGridRowChange<TRow>) => void | Promise<void>;
}

/** What {@link useRowEditing} owns and offers. */
export interface RowEditing<TRow> {
  editing: RowEditingState | null;
  /** Opens editors in the given columns of a row (all of a row's editable columns for row editing). */
  start: (rowId: string, row: TRow, columns: readonly EditableColumn<TRow>[]) => void;
  setDraft: (columnId: string, value: string) => void;
  /** Checks every open editor; saves when all pass. Resolves true when the row was saved. */
  save: (row: TRow, columns: readonly EditableColumn<TRow>[]) => Promise<boolean>;
  cancel: () => void;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Owns in-place editing of one row at a time: the drafts, their validation and the save's outcome. */
export function useRowEditing<TRow>({ onRowChange }: UseRowEditingOptions<TRow>): RowEditing<TRow> {
  const [editing, setEditing] = useState<RowEditingState | null>(null);

  const start: RowEditing<TRow>['start'] = (rowId, row, columns) => {
    const drafts = Object.fromEntries(
      columns.map((column) => [column.id, column.editor.initialValue?.(row) ?? asText(column.value(row))]),
    );
    setEditing({
      rowId,
      columnIds: columns.map((column) => column.id),
      drafts,
      errors: {},
      saveFailed: false,
      isSaving: false,
    });
  };

  const save: RowEditing<TRow>['save'] = async (row, columns) => {
    if (!editing) return false;
    const open = columns.filter((column) => editing.columnIds.includes(column.id));
    const errors: Record<string, string> = {};
    for (const column of open) {
      const message = validateEdit(column.editor.validate, editing.drafts[column.id] ?? '', row);
      if (message !== undefined) errors[column.id] = message;
    }
    if (Object.keys(errors).length > 0) {
      setEditing({ ...editing, errors, saveFailed: false });
      return false;
    }
    setEditing({ ...editing, errors, saveFailed: false, isSaving: true });
    try {
      await onRowChange?.({ rowId: editing.rowId, row, values: { ...editing.drafts } });
    } catch {
      setEditing({ ...editing, errors, saveFailed: true, isSaving: false });
      return false;
    }
    setEditing(null);
    return true;
  };

  return {
    editing,
    start,
    setDraft: (columnId, value) =>
      setEditing((current) =>
        current ? { ...current, drafts: { ...current.drafts, [columnId]: value } } : current,
      ),
    save,
    cancel: () => setEditing(null),
  };
}
