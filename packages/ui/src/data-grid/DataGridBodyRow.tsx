import { memo, type KeyboardEvent } from 'react';
import { BodyCell, BodyRow } from './DataGrid.styles';
import { SelectBox } from './DataGridColumns.styles';
import { DataGridCellEditor } from './DataGridCellEditor';
import type { DataGridCellContext } from './dataGridEditing';
import type { DataGridLabels } from './dataGridLabels';
import { DataGridDetailRow, DataGridExpandCell, type DataGridRowDetails } from './DataGridRowDetail';
import type { DataGridColumnState, DataGridRow, DataGridSelectionState, DataGridValue } from './useDataGrid';
import { gridCellAttribute } from './useGridNavigation';
import type { EditableColumn, RowEditing, RowEditingState } from './useRowEditing';

/** Props of {@link DataGridBodyRow}. */
export interface DataGridBodyRowProps<TRow> {
  row: DataGridRow<TRow>;
  columns: readonly DataGridColumnState<TRow>[];
  /** The columns with editors, which "edit the row" opens together. */
  editableColumns: readonly EditableColumn<TRow>[];
  /** Grid row number from 0, header rows and open details rows above counted. */
  position: number;
  ariaRowIndex: number;
  /** The row's accessible name, e.g. its invoice number. */
  name: string;
  isSelected: boolean;
  selection: DataGridSelectionState;
  /** The grid's tab stop when it is in this row or its details row, as "row:column"; empty elsewhere. */
  tabStop: string;
  labels: DataGridLabels;
  editing: RowEditing<TRow>;
  /** This row's edit, when it is the row being edited. */
  rowEdit: RowEditingState | null;
  details?: DataGridRowDetails<TRow>;
  isExpanded: boolean;
  gridId: string;
}

const asText = (value: DataGridValue) => (value === null || value === undefined ? '' : String(value));

/** The focusable cell around an element, so focus can go back to it when its editor closes. */
const cellAround = (element: Element | null) =>
  element?.closest<HTMLElement>(`[${gridCellAttribute}]`) ?? null;

/**
 * One body row and, while it is expanded, its details row. Memoised for the virtualised grid, whose window is
 * drawn again on every frame of a scroll while the grid's own state stands still: the rows already on screen
 * are kept as they are, and only those coming into view are drawn. Any change of the grid draws every row.
 */
function DataGridBodyRowUnmemoised<TRow>({
  row,
  columns,
  editableColumns,
  position,
  ariaRowIndex,
  name,
  isSelected,
  selection,
  tabStop,
  labels,
  editing,
  rowEdit,
  details,
  isExpanded,
  gridId,
}: DataGridBodyRowProps<TRow>) {
  const tabIndexOf = (rowPosition: number, column: number) =>
    tabStop === `${rowPosition}:${column}` ? 0 : -1;
  const offset = (selection.mode === 'none' ? 0 : 1) + (details ? 1 : 0);
  const save = async (from: Element | null) => {
    const cell = cellAround(from);
    if (await editing.save(row.original, editableColumns)) cell?.focus();
  };
  const cancel = (from: Element | null) => {
    const cell = cellAround(from);
    editing.cancel();
    cell?.focus();
  };
  const context: DataGridCellContext = {
    isEditing: rowEdit !== null,
    isSaving: rowEdit?.isSaving ?? false,
    startEditing: () => editing.start(row.id, row.original, editableColumns),
    save: () => void save(document.activeElement),
    cancel: () => cancel(document.activeElement),
  };

  // The row keeps its place in the tree as its details open and close, so focus stays on its button.
  return (
    <>
      <BodyRow
        aria-rowindex={ariaRowIndex}
        aria-selected={selection.mode === 'none' ? undefined : isSelected}
        $isSelected={isSelected}
      >
        {selection.mode !== 'none' && (
          <BodyCell
            role="gridcell"
            $align="center"
            aria-colindex={1}
            {...{ [gridCellAttribute]: `${position}:0` }}
          >
            <SelectBox
              type="checkbox"
              aria-label={labels.selectRow(name)}
              checked={isSelected}
              tabIndex={tabIndexOf(position, 0)}
              onChange={(event) => selection.setSelected(row.id, event.target.checked)}
            />
          </BodyCell>
        )}
        {details && (
          <DataGridExpandCell
            rowId={row.id}
            rowName={name}
            gridId={gridId}
            position={position}
            tabIndex={tabIndexOf(position, details.columnIndex)}
            details={details}
          />
        )}
        {columns.map((column, index) => {
          const columnIndex = index + offset;
          const { definition } = column;
          const editor = definition.editor;
          const isOpen = rowEdit !== null && rowEdit.columnIds.includes(column.id);
          const start = () =>
            editor &&
            editing.start(row.id, row.original, [{ id: column.id, editor, value: definition.value }]);
          const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
            // Only the cell itself opens its editor: Enter on a button inside the cell presses the button.
            if (event.target !== event.currentTarget || isOpen) return;
            if (event.key === 'Enter' || event.key === 'F2') {
              event.preventDefault();
              start();
            }
          };
          const message = isOpen
            ? (rowEdit.errors[column.id] ??
              (rowEdit.saveFailed && column.id === rowEdit.columnIds[0] ? labels.saveFailed : undefined))
            : undefined;
          return (
            <BodyCell
              key={column.id}
              role="gridcell"
              $align={definition.align ?? 'start'}
              aria-colindex={columnIndex + 1}
              aria-readonly={editableColumns.length > 0 ? !editor : undefined}
              tabIndex={tabIndexOf(position, columnIndex)}
              onKeyDown={editor ? onKeyDown : undefined}
              onDoubleClick={editor && !isOpen ? start : undefined}
              {...{ [gridCellAttribute]: `${position}:${columnIndex}` }}
            >
              {isOpen && editor ? (
                <DataGridCellEditor
                  kind={editor.kind}
                  options={editor.options}
                  label={labels.edit(column.header, name)}
                  value={rowEdit.drafts[column.id] ?? ''}
                  onChange={(value) => editing.setDraft(column.id, value)}
                  message={message}
                  isInvalid={rowEdit.errors[column.id] !== undefined}
                  takesFocus={column.id === rowEdit.columnIds[0]}
                  onSave={() => void save(document.activeElement)}
                  onCancel={() => cancel(document.activeElement)}
                />
              ) : definition.cell ? (
                definition.cell(row.original, context)
              ) : (
                asText(definition.value(row.original))
              )}
            </BodyCell>
          );
        })}
      </BodyRow>
      {details && isExpanded && (
        <DataGridDetailRow
          row={row.original}
          rowId={row.id}
          gridId={gridId}
          position={position + 1}
          ariaRowIndex={ariaRowIndex + 1}
          tabIndex={tabIndexOf(position + 1, 0)}
          context={context}
          details={details}
        />
      )}
    </>
  );
}

export const DataGridBodyRow = memo(DataGridBodyRowUnmemoised) as typeof DataGridBodyRowUnmemoised;
