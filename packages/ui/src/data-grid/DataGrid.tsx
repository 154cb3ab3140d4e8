import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { useTranslation } from '../i18n';
import { Pagination } from '../pagination';
import { Spinner } from '../spinner';
import { translatedDataGridLabels, type DataGridLabels } from './dataGridLabels';
import { Announcer, GridRoot, Scroller, StateCell, StateContent, Table } from './DataGrid.styles';
import type { DataGridExportAction } from './dataGridExport';
import { DataGridBody } from './DataGridBody';
import { DataGridVirtualBody } from './DataGridVirtualBody';
import { VirtualScroller } from './DataGridVirtual.styles';
import type { DataGridRowChange } from './dataGridEditing';
import { DataGridHead } from './DataGridHead';
import type { DataGridRowDetails } from './DataGridRowDetail';
import { DataGridToolbar } from './DataGridToolbar';
import { useDataGrid, type UseDataGridOptions } from './useDataGrid';
import { gridCellAttribute, useGridNavigation } from './useGridNavigation';
import { collapsedColumnIds, useGridWidth } from './useResponsiveColumns';
import { useRowEditing } from './useRowEditing';

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
  /**
   * Addresses of TrueType fonts (.ttf) for PDF text that the PDF's built-in Helvetica cannot show: Arabic,
   * Greek, Cyrillic and other scripts beyond western European letters. They are fetched in order, only when
   * a PDF export holds such text, until every character has a font. Without one that has them, the PDF
   * export says so and makes no file, rather than one with gaps.
   */
  pdfFonts?: readonly string[];
  /**
   * Cap on the grid's height (any CSS length); the rows scroll under the sticky header beyond it. A
   * virtualised grid is always this high (default 30rem).
   */
  maxHeight?: string;
  /**
   * Draws only the rows in view: every row the search and filters leave scrolls in one box, with no paging,
   * and the page holds only the rows on screen plus a few, so tens of thousands of rows stay fast. Cells keep
   * to one line, columns take their `width`. Worth it from a few hundred rows; paging suits fewer. Rows keep
   * one height, so columns do not collapse and `renderRowDetail` is not shown in this mode.
   */
  isVirtualized?: boolean;
  /** Lets the user drag a heading's edge, or press the arrow keys on it, to change a column's width. */
  allowsColumnResizing?: boolean;
  /**
   * Saves an in-place edit (columns with an `editor`). Return a promise to keep the editors open until it
   * settles: a rejection keeps what was typed and says the change was not saved.
   */
  onRowChange?: (change: DataGridRowChange<TRow>) => void | Promise<void>;
  /** How a row is named to assistive technology in its checkbox, expand button and editors (default its id). */
  rowLabel?: (row: TRow, rowId: string) => string;
  /**
   * More about a row, shown under it when the user presses the row's expand button: a child row. Columns with
   * `collapseBelow` add the same button when the grid is too narrow for them, and list their fields above it.
   */
  renderRowDetail?: (row: TRow) => ReactNode;
  /** Translations of the grid's words. */
  labels?: Partial<DataGridLabels>;
  className?: string;
}

const noExports: readonly DataGridExportAction[] = [];
const noFonts: readonly string[] = [];
const idLabel = (_row: unknown, rowId: string) => rowId;
const selectionColumnWidth = 40;

/**
 * A data grid: sortable headings (Shift adds columns), search, optional column filters, a page-length menu,
 * paging, column picker, exports (copy, CSV, Excel, PDF, print), sticky header, responsive columns that fold into
 * a row's details on narrow screens, child rows, and loading, empty and error states; keyboard-navigable as an
 * ARIA grid.
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
  pdfFonts = noFonts,
  maxHeight,
  isVirtualized = false,
  allowsColumnResizing = false,
  onRowChange,
  rowLabel = idLabel,
  renderRowDetail,
  labels: labelOverrides,
  className,
  ...options
}: DataGridProps<TRow>) {
  const { t } = useTranslation();
  const translatedLabels = useMemo(() => translatedDataGridLabels(t), [t]);
  const labels = { ...translatedLabels, ...labelOverrides };
  const grid = useDataGrid({ ...options, sortLabels: labels.sort, isPaged: !isVirtualized });
  const editing = useRowEditing<TRow>({ onRowChange });
  const selectionAnnouncement = useSelectionAnnouncement(grid.selection.ids.length, labels.selected);
  const gridId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // A virtualised grid's rows all have one height, which details rows would break: it keeps every column.
  const width = useGridWidth(
    rootRef,
    !isVirtualized && options.columns.some((column) => column.collapseBelow !== undefined),
  );
  const collapsedIds = collapsedColumnIds(options.columns, width);
  const collapsedColumns = grid.visibleColumns.filter((column) => collapsedIds.has(column.id));
  // Heading and body draw the columns that fit; the toolbar and exports keep every visible column.
  const view =
    collapsedColumns.length > 0
      ? { ...grid, visibleColumns: grid.visibleColumns.filter((column) => !collapsedIds.has(column.id)) }
      : grid;
  const hasDetails = !isVirtualized && (renderRowDetail !== undefined || collapsedColumns.length > 0);
  const openDetails = hasDetails ? grid.rows.filter((row) => grid.expansion.isExpanded(row.id)).length : 0;
  const headerRows = showColumnFilters ? 2 : 1;
  const hasRows = grid.rows.length > 0;
  const selectionOffset = grid.selection.mode === 'none' ? 0 : 1;
  const offset = selectionOffset + (hasDetails ? 1 : 0);
  const columnCount = view.visibleColumns.length + offset;
  const details: DataGridRowDetails<TRow> | undefined = hasDetails
    ? {
        collapsedColumns,
        renderRowDetail,
        isExpanded: grid.expansion.isExpanded,
        toggle: grid.expansion.toggle,
        buttonLabel: labels.showDetails,
        columnIndex: selectionOffset,
        columnCount,
      }
    : undefined;
  const navigation = useGridNavigation({
    rowCount: headerRows + (hasRows && error === undefined ? grid.rows.length + openDetails : 1),
    columnCount,
    direction: useTheme().direction,
    hasOffscreenRows: isVirtualized,
  });
  const scrollerRef = useRef<HTMLDivElement>(null);
  const hasFixedColumns = allowsColumnResizing || isVirtualized;
  const ScrollBox = isVirtualized ? VirtualScroller : Scroller;
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
    <GridRoot className={className} ref={rootRef}>
      <DataGridToolbar
        grid={grid}
        labels={labels}
        showSearch={showSearch}
        showPageSize={showPageSize && !isVirtualized}
        showColumnPicker={showColumnPicker}
        exportActions={exportActions}
        exportTitle={exportTitle ?? label}
        pdfFonts={pdfFonts}
      />
      <ScrollBox ref={scrollerRef} $maxHeight={isVirtualized ? (maxHeight ?? '30rem') : maxHeight}>
        <Table
          // Cells say their role outright: a table's cells are not gridcells to every browser and test tool.
          role="grid"
          aria-label={label}
          aria-rowcount={headerRows + grid.matchingRows + openDetails}
          aria-colcount={columnCount}
          aria-multiselectable={grid.selection.mode === 'multiple' || undefined}
          aria-busy={isLoading || undefined}
          onKeyDown={navigation.onKeyDown}
          onFocus={navigation.onFocus}
          $width={
            hasFixedColumns
              ? view.visibleColumns.reduce((sum, column) => sum + column.width, offset * selectionColumnWidth)
              : undefined
          }
        >
          {hasFixedColumns && (
            <colgroup>
              {Array.from({ length: offset }, (_, index) => (
                <col key={index} style={{ width: selectionColumnWidth }} />
              ))}
              {view.visibleColumns.map((column) => (
                <col key={column.id} style={{ width: column.width }} />
              ))}
            </colgroup>
          )}
          <DataGridHead
            grid={view}
            navigation={navigation}
            labels={labels}
            showColumnFilters={showColumnFilters}
            allowsColumnResizing={allowsColumnResizing}
            hasDetailsColumn={hasDetails}
            isVirtualized={isVirtualized}
          />
          {stateMessage !== null ? (
            <tbody>
              <tr aria-rowindex={headerRows + 1}>
                <StateCell
                  role="gridcell"
                  colSpan={columnCount}
                  $tone={error !== undefined ? 'danger' : 'muted'}
                  $reservedRows={
                    error === undefined && isLoading && !isVirtualized ? grid.pageSize : undefined
                  }
                  tabIndex={tabIndexOf(headerRows, 0)}
                  {...{ [gridCellAttribute]: `${headerRows}:0` }}
                >
                  {stateMessage}
                </StateCell>
              </tr>
            </tbody>
          ) : isVirtualized ? (
            <DataGridVirtualBody
              gridId={gridId}
              scrollerRef={scrollerRef}
              grid={grid}
              navigation={navigation}
              labels={labels}
              editing={editing}
              headerRows={headerRows}
              rowLabel={rowLabel}
            />
          ) : (
            <DataGridBody
              grid={view}
              navigation={navigation}
              labels={labels}
              editing={editing}
              headerRows={headerRows}
              rowLabel={rowLabel}
              details={details}
              gridId={gridId}
            />
          )}
        </Table>
      </ScrollBox>
      <Announcer aria-live="polite">{grid.sortAnnouncement}</Announcer>
      <Announcer aria-live="polite">{selectionAnnouncement}</Announcer>
      {!isVirtualized && (
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
      )}
    </GridRoot>
  );
}

/** The selection's count in words once the user changes it; nothing before, so a page load says nothing. */
function useSelectionAnnouncement(count: number, words: (count: number) => string): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === count) return;
    previous.current = count;
    setAnnouncement(words(count));
  }, [count, words]);
  return announcement;
}
