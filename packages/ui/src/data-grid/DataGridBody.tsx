import { Fragment, type KeyboardEvent } from 'react';
import { BodyCell, BodyRow } from './DataGrid.styles';
import { SelectBox } from './DataGridColumns.styles';
import { DataGridCellEditor } from './DataGridCellEditor';
import type { DataGridCellContext } from './dataGridEditing';
import type { DataGridLabels } from './dataGridLabels';
import {
  DataGridDetailRow,
  DataGridExpandCell,
  rowPositions,
  type DataGridRowDetails,
} from './DataGridRowDetail';
import type { DataGridColumnState, DataGridState, DataGridValue } from './useDataGrid';
import { gridCellAttribute, type GridNavigation } from './useGridNavigation';
import type { EditableColumn, RowEditing } from './useRowEditing';

/** Props of {@link DataGridBody}. */
export interface DataGridBodyProps<TRow> {
  grid: DataGridState<TRow>;
  navigation: GridNavigation;
  labels: DataGridLabels;
  editing: RowEditing<TRow>;
  /** Header rows above the body (1, or 2 with filters). */
  headerRows: number;
  /** The accessible name of a row's checkbox and editors, e.g. its invoice number. */
  rowLabel: (row: TRow, rowId: string) => string;
  /** Expand buttons and the details rows they open, when the grid has collapsed columns or child rows. */
  details?: DataGridRowDetails<TRow>;
  /** Unique id of the grid, from which the details rows take theirs. */
  gridId: string;
  /** Where `grid.rows` start in the whole view, when the body draws a window of an unpaged grid (default 0). */
  firstIndex?: number;
}

const asText = (value: DataGridValue) => (value === null || value === undefined ? '' : String(value));

function editableColumns<TRow>(columns: readonly DataGridColumnState<TRow>[]): EditableColumn<TRow>[] {
  return columns.flatMap(({ id, definition }) =>
    definition.editor ? [{ id, editor: definition.editor, value: definition.value }] : [],
  );
}

/** The focusable cell around an element, so focus can go back to it when its editor closes. */
const cellAround = (element: Element | null) =>
  element?.closest<HTMLElement>(`[${gridCellAttribute}]`) ?? null;

/** The rows of the current page: a selection checkbox first when rows can be selected, editors in place. */
export function DataGridBody<TRow>({
  grid,
  navigation,
  labels,
  editing,
  headerRows,
  rowLabel,
  details,
  gridId,
  firstIndex = 0,
}: DataGridBodyProps<TRow>) {
  const { tabIndexOf } = navigation;
  const { selection } = grid;
  const offset = (selection.mode === 'none' ? 0 : 1) + (details ? 1 : 0);
  const positions = rowPositions(
    grid.rows.map((row) => row.id),
    details?.isExpanded,
    headerRows + firstIndex,
  );
  // Positions count the header rows and any rows before this window; earlier pages come on top.
  const pageStart = (grid.page - 1) * grid.pageSize;
  const editable = editableColumns(grid.visibleColumns);
  const current = editing.editing;

  const save = async (row: TRow, from: Element | null) => {
    const cell = cellAround(from);
    if (await editing.save(row, editable)) cell?.focus();
  };
  const cancel = (from: Element | null) => {
    const cell = cellAround(from);
    editing.cancel();
    cell?.focus();
  };

  return (
    <tbody>
      {grid.rows.map((row, rowIndex) => {
        const position = positions[rowIndex] as number;
        const isOpen = details?.isExpanded(row.id) ?? false;
        const isSelected = selection.isSelected(row.id);
        const isEditingRow = current?.rowId === row.id;
        const name = rowLabel(row.original, row.id);
        const context: DataGridCellContext = {
          isEditing: isEditingRow,
          isSaving: isEditingRow && current.isSaving,
          startEditing: () => editing.start(row.id, row.original, editable),
          save: () => void save(row.original, document.activeElement),
          cancel: () => cancel(document.activeElement),
        };
        const bodyRow = (
          <BodyRow
            aria-rowindex={pageStart + position + 1}
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
            {grid.visibleColumns.map((column, index) => {
              const columnIndex = index + offset;
              const { definition } = column;
              const editor = definition.editor;
              const isOpen = isEditingRow && current.columnIds.includes(column.id);
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
                ? (current.errors[column.id] ??
                  (current.saveFailed && column.id === current.columnIds[0] ? labels.saveFailed : undefined))
                : undefined;
              return (
                <BodyCell
                  key={column.id}
                  role="gridcell"
                  $align={definition.align ?? 'start'}
                  aria-colindex={columnIndex + 1}
                  aria-readonly={editable.length > 0 ? !editor : undefined}
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
                      value={current.drafts[column.id] ?? ''}
                      onChange={(value) => editing.setDraft(column.id, value)}
                      message={message}
                      isInvalid={current.errors[column.id] !== undefined}
                      takesFocus={column.id === current.columnIds[0]}
                      onSave={() => void save(row.original, document.activeElement)}
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
        );
        // The row keeps its place in the tree as its details open and close, so focus stays on its button.
        return (
          <Fragment key={row.id}>
            {bodyRow}
            {details && isOpen && (
              <DataGridDetailRow
                row={row.original}
                rowId={row.id}
                gridId={gridId}
                position={position + 1}
                ariaRowIndex={pageStart + position + 2}
                tabIndex={tabIndexOf(position + 1, 0)}
                context={context}
                details={details}
              />
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}
