import { useMemo } from 'react';
import type { DataGridLabels } from './dataGridLabels';
import { DataGridBodyRow } from './DataGridBodyRow';
import { rowPositions, type DataGridRowDetails } from './DataGridRowDetail';
import type { DataGridColumnState, DataGridState } from './useDataGrid';
import type { GridNavigation } from './useGridNavigation';
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

function editableColumnsOf<TRow>(columns: readonly DataGridColumnState<TRow>[]): EditableColumn<TRow>[] {
  return columns.flatMap(({ id, definition }) =>
    definition.editor ? [{ id, editor: definition.editor, value: definition.value }] : [],
  );
}

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
  const { selection, visibleColumns } = grid;
  const positions = rowPositions(
    grid.rows.map((row) => row.id),
    details?.isExpanded,
    headerRows + firstIndex,
  );
  // Positions count the header rows and any rows before this window; earlier pages come on top.
  const pageStart = (grid.page - 1) * grid.pageSize;
  // One list per set of columns, so the memoised rows see the same one from render to render.
  const editableColumns = useMemo(() => editableColumnsOf(visibleColumns), [visibleColumns]);
  const { activeCell } = navigation;
  const current = editing.editing;

  return (
    <tbody>
      {grid.rows.map((row, rowIndex) => {
        const position = positions[rowIndex] as number;
        const isExpanded = details?.isExpanded(row.id) ?? false;
        const holdsTabStop = activeCell.row === position || (isExpanded && activeCell.row === position + 1);
        return (
          <DataGridBodyRow
            key={row.id}
            row={row}
            columns={visibleColumns}
            editableColumns={editableColumns}
            position={position}
            ariaRowIndex={pageStart + position + 1}
            name={rowLabel(row.original, row.id)}
            isSelected={selection.isSelected(row.id)}
            selection={selection}
            tabStop={holdsTabStop ? `${activeCell.row}:${activeCell.column}` : ''}
            labels={labels}
            editing={editing}
            rowEdit={current?.rowId === row.id ? current : null}
            details={details}
            isExpanded={isExpanded}
            gridId={gridId}
          />
        );
      })}
    </tbody>
  );
}
