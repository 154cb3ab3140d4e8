import { useMemo, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useTranslation } from '../i18n';
import { Pagination } from '../pagination';
import { Spinner } from '../spinner';
import { translatedDataGridLabels, type DataGridLabels } from './dataGridLabels';
import {
  Announcer,
  BodyCell,
  BodyRow,
  GridRoot,
  Scroller,
  StateCell,
  StateContent,
  Table,
} from './DataGrid.styles';
import type { DataGridExportAction } from './dataGridExport';
import { DataGridHead } from './DataGridHead';
import { DataGridToolbar } from './DataGridToolbar';
import { useDataGrid, type DataGridValue, type UseDataGridOptions } from './useDataGrid';
import { gridCellAttribute, useGridNavigation } from './useGridNavigation';

/** Props of {@link DataGrid}. */
export interface DataGridProps<TRow extends object> extends Omit<UseDataGridOptions<TRow>, 'sortLabels'> {
  /** Accessible name of the grid, e.g. "Orders". */
  label: string;
  /** Rows are on their way: shows a spinner in place of an empty body and marks the grid busy. */
  isLoading?: boolean;
  /** Why the rows could not be loaded; shown in place of the body and announced. */
  error?: ReactNode;
  showSearch?: boolean;
  showPageSize?: boolean;
  /** A filter box under every filterable heading. */
  showColumnFilters?: boolean;
  /** A "Columns" button that shows and hides columns. */
  showColumnPicker?: boolean;
  /**
   * Export buttons to offer, in order. Each exports the current view: every row the search and filters leave,
   * in the grid's order, with the visible columns. The spreadsheet and PDF code loads on the first export.
   */
  exportActions?: readonly DataGridExportAction[];
  /** Title of exported files and printouts (default `label`). */
  exportTitle?: string;
  /** Cap on the grid's height (any CSS length); the rows scroll under the sticky header beyond it. */
  maxHeight?: string;
  /** Translations of the grid's words. */
  labels?: Partial<DataGridLabels>;
  className?: string;
}

const noExports: readonly DataGridExportAction[] = [];
const asText = (value: DataGridValue) => (value === null || value === undefined ? '' : String(value));

/**
 * A data grid: sortable headings (Shift adds columns), search, optional column filters, a page-length menu,
 * paging, column picker, exports (copy, CSV, Excel, PDF, print), sticky header and loading, empty and error states, keyboard-navigable as an ARIA grid.
 */
export function DataGrid<TRow extends object>({
  label,
  isLoading = false,
  error,
  showSearch = true,
  showPageSize = true,
  showColumnFilters = false,
  showColumnPicker = false,
  exportActions = noExports,
  exportTitle,
  maxHeight,
  labels: labelOverrides,
  className,
  ...options
}: DataGridProps<TRow>) {
  const { t } = useTranslation();
  const translatedLabels = useMemo(() => translatedDataGridLabels(t), [t]);
  const labels = { ...translatedLabels, ...labelOverrides };
  const grid = useDataGrid({ ...options, sortLabels: labels.sort });
  const headerRows = showColumnFilters ? 2 : 1;
  const hasRows = grid.rows.length > 0;
  const navigation = useGridNavigation({
    rowCount: headerRows + (hasRows && error === undefined ? grid.rows.length : 1),
    columnCount: grid.visibleColumns.length,
    direction: useTheme().direction,
  });
  const { tabIndexOf } = navigation;
  const firstRow = (grid.page - 1) * grid.pageSize;

  const stateMessage =
    error !== undefined ? (
      <span role="alert">{error}</span>
    ) : isLoading && !hasRows ? (
      <StateContent>
        <Spinner size="sm" label={labels.loading} />
      </StateContent>
    ) : grid.totalRows === 0 ? (
      labels.empty
    ) : grid.matchingRows === 0 ? (
      labels.noMatches
    ) : null;

  return (
    <GridRoot className={className}>
      <DataGridToolbar
        grid={grid}
        labels={labels}
        showSearch={showSearch}
        showPageSize={showPageSize}
        showColumnPicker={showColumnPicker}
        exportActions={exportActions}
        exportTitle={exportTitle ?? label}
      />
      <Scroller $maxHeight={maxHeight}>
        <Table
          // Cells say their role outright: a table's cells are not gridcells to every browser and test tool.
          role="grid"
          aria-label={label}
          aria-rowcount={headerRows + grid.matchingRows}
          aria-colcount={grid.visibleColumns.length}
          aria-busy={isLoading || undefined}
          onKeyDown={navigation.onKeyDown}
          onFocus={navigation.onFocus}
        >
          <DataGridHead
            grid={grid}
            navigation={navigation}
            labels={labels}
            showColumnFilters={showColumnFilters}
          />
          <tbody>
            {stateMessage !== null ? (
              <tr aria-rowindex={headerRows + 1}>
                <StateCell
                  role="gridcell"
                  colSpan={grid.visibleColumns.length}
                  $tone={error !== undefined ? 'danger' : 'muted'}
                  tabIndex={tabIndexOf(headerRows, 0)}
                  {...{ [gridCellAttribute]: `${headerRows}:0` }}
                >
                  {stateMessage}
                </StateCell>
              </tr>
            ) : (
              grid.rows.map((row, rowIndex) => (
                <BodyRow key={row.id} aria-rowindex={headerRows + firstRow + rowIndex + 1}>
                  {grid.visibleColumns.map((column, columnIndex) => {
                    const position = headerRows + rowIndex;
                    const { definition } = column;
                    return (
                      <BodyCell
                        key={column.id}
                        role="gridcell"
                        $align={definition.align ?? 'start'}
                        aria-colindex={columnIndex + 1}
                        tabIndex={tabIndexOf(position, columnIndex)}
                        {...{ [gridCellAttribute]: `${position}:${columnIndex}` }}
                      >
                        {definition.cell
                          ? definition.cell(row.original)
                          : asText(definition.value(row.original))}
                      </BodyCell>
                    );
                  })}
                </BodyRow>
              ))
            )}
          </tbody>
        </Table>
      </Scroller>
      <Announcer aria-live="polite">{grid.sortAnnouncement}</Announcer>
      <Pagination
        page={grid.page}
        onChange={grid.setPage}
        totalItems={grid.matchingRows}
        pageSize={grid.pageSize}
        showSummary
        formatSummary={() =>
          labels.summary(
            grid.matchingRows === 0 ? 0 : firstRow + 1,
            firstRow + grid.rows.length,
            grid.matchingRows,
            grid.totalRows,
          )
        }
        isDisabled={isLoading}
        labels={{ navigation: labels.pagination(label) }}
      />
    </GridRoot>
  );
}
