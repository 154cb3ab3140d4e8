import type { ReactNode } from 'react';
import { BodyCell } from './DataGrid.styles';
import type { DataGridCellContext } from './dataGridEditing';
import { DataGridDetailList } from './DataGridDetailList';
import { DetailCell, DetailContent, ExpandButton, ExpandIcon } from './DataGridRowDetail.styles';
import type { DataGridColumnState } from './useDataGrid';
import { gridCellAttribute } from './useGridNavigation';

/** What a grid body needs to draw expand buttons and details rows. */
export interface DataGridRowDetails<TRow> {
  /** Columns that left the rows for lack of width; their fields show in the details. */
  collapsedColumns: readonly DataGridColumnState<TRow>[];
  /** More about a row, shown under its collapsed fields. */
  renderRowDetail?: (row: TRow) => ReactNode;
  isExpanded: (rowId: string) => boolean;
  toggle: (rowId: string) => void;
  /** Accessible name of a row's expand button. */
  buttonLabel: (rowName: string) => string;
  /** Column index of the expand buttons (after the selection checkboxes when rows can be selected). */
  columnIndex: number;
  /** Cells in a row, so the details cell spans them all. */
  columnCount: number;
}

/**
 * The grid row number (from 0, header rows first) of each body row: an open details row is a grid row of its
 * own, so every row below it moves down one.
 */
export function rowPositions(
  rowIds: readonly string[],
  isExpanded: ((rowId: string) => boolean) | undefined,
  headerRows: number,
): number[] {
  let next = headerRows;
  return rowIds.map((rowId) => {
    const position = next;
    next += isExpanded?.(rowId) ? 2 : 1;
    return position;
  });
}

/** Id of a row's details, which its expand button controls. */
const detailId = (gridId: string, rowId: string) => `${gridId}-detail-${rowId}`;

interface ExpandCellProps {
  rowId: string;
  rowName: string;
  gridId: string;
  position: number;
  tabIndex: 0 | -1;
  details: Pick<DataGridRowDetails<unknown>, 'isExpanded' | 'toggle' | 'buttonLabel' | 'columnIndex'>;
}

/** The cell holding a row's expand button: a plus that turns into a minus while the details are open. */
export function DataGridExpandCell({ rowId, rowName, gridId, position, tabIndex, details }: ExpandCellProps) {
  const isOpen = details.isExpanded(rowId);
  return (
    <BodyCell
      role="gridcell"
      $align="center"
      aria-colindex={details.columnIndex + 1}
      {...{ [gridCellAttribute]: `${position}:${details.columnIndex}` }}
    >
      <ExpandButton
        type="button"
        aria-label={details.buttonLabel(rowName)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailId(gridId, rowId) : undefined}
        tabIndex={tabIndex}
        onClick={() => details.toggle(rowId)}
      >
        <ExpandIcon viewBox="0 0 10 10" aria-hidden="true">
          <path d="M0 4h10v2H0z" fill="currentColor" />
          {!isOpen && <path d="M4 0h2v10H4z" fill="currentColor" />}
        </ExpandIcon>
      </ExpandButton>
    </BodyCell>
  );
}

interface DetailRowProps<TRow> {
  row: TRow;
  rowId: string;
  gridId: string;
  position: number;
  ariaRowIndex: number;
  tabIndex: 0 | -1;
  context: DataGridCellContext;
  details: DataGridRowDetails<TRow>;
}

/**
 * The row under an expanded row: one cell across every column, holding the collapsed fields as a label and
 * value list, then the app's own detail. It is a grid row like the others, so the arrow keys reach it.
 */
export function DataGridDetailRow<TRow>({
  row,
  rowId,
  gridId,
  position,
  ariaRowIndex,
  tabIndex,
  context,
  details,
}: DetailRowProps<TRow>) {
  const { collapsedColumns, renderRowDetail } = details;
  return (
    <tr id={detailId(gridId, rowId)} aria-rowindex={ariaRowIndex}>
      <DetailCell
        role="gridcell"
        colSpan={details.columnCount}
        aria-colindex={1}
        tabIndex={tabIndex}
        {...{ [gridCellAttribute]: `${position}:0` }}
      >
        {collapsedColumns.length > 0 && (
          <DataGridDetailList
            items={collapsedColumns.map(({ id, header, definition }) => ({
              id,
              label: header,
              value: definition.cell ? definition.cell(row, context) : asText(definition.value(row)),
            }))}
          />
        )}
        {renderRowDetail && <DetailContent>{renderRowDetail(row)}</DetailContent>}
      </DetailCell>
    </tr>
  );
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
