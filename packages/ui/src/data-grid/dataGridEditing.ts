/** The kind of control a cell edits its value in. */
export type DataGridEditorKind = 'text' | 'number' | 'date' | 'select';

/** A schema that checks a value, as zod's (full or mini) are: only `safeParse` and its issues are used. */
export interface DataGridSchema {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** Checks an edited value: a zod schema (its first issue is the message) or a function returning the message. */
export type DataGridValidator<TRow> = DataGridSchema | ((value: string, row: TRow) => string | undefined);

/** How a column's cells are edited in place. */
export interface DataGridEditor<TRow> {
  kind: DataGridEditorKind;
  /** Choices of a `select` editor. */
  options?: readonly { value: string; label: string }[];
  /** The text the editor starts with (default: the column's value as text). */
  initialValue?: (row: TRow) => string;
  /** Refuses a value with a message shown at the cell; the editor stays open with what was typed. */
  validate?: DataGridValidator<TRow>;
}

/** An edit the user saved: the row as it was and the new text of each edited column. */
export interface DataGridRowChange<TRow> {
  rowId: string;
  row: TRow;
  /** New values by column id, as the editors hold them (text; numbers and dates as typed). */
  values: Record<string, string>;
}

/** What a column's `cell` may do with its row's editing, e.g. for edit, save and cancel buttons. */
export interface DataGridCellContext {
  /** Whether the row is being edited. */
  isEditing: boolean;
  /** Whether a save of the row is under way. */
  isSaving: boolean;
  /** Opens an editor in every editable cell of the row. */
  startEditing: () => void;
  /** Checks and saves the row's editors; they stay open with a message when a value is refused. */
  save: () => void;
  /** Closes the row's editors and keeps the values as they were. */
  cancel: () => void;
}

/** The message for a refused value, or undefined when `validate` accepts it. */
export function validateEdit<TRow>(
  validate: DataGridValidator<TRow> | undefined,
  value: string,
  row: TRow,
): string | undefined {
  if (!validate) return undefined;
  if (typeof validate === 'function') return validate(value, row);
  const result = validate.safeParse(value);
  return result.success ? undefined : (result.error.issues[0]?.message ?? 'Invalid value');
}
