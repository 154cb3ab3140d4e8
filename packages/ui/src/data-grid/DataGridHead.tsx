import type { MouseEvent } from 'react';
import { SelectBox } from './DataGridColumns.styles';
import type { DataGridLabels } from './dataGridLabels';
import { DataGridResizeHandle } from './DataGridResizeHandle';
import { ExpandHeaderCell } from './DataGridRowDetail.styles';
import {
  FilterCell,
  FilterInput,
  Head,
  HeaderCell,
  SortButton,
  SortIcon,
  SortPriority,
  VisuallyHiddenText,
} from './DataGrid.styles';
import type { DataGridColumnState, DataGridState } from './useDataGrid';
import { gridCellAttribute, type GridNavigation } from './useGridNavigation';

/** Props of {@link DataGridHead}. */
export interface DataGridHeadProps<TRow> {
  grid: DataGridState<TRow>;
  navigation: GridNavigation;
  labels: DataGridLabels;
  showColumnFilters: boolean;
  /** Whether headings have a resize handle on their edge. */
  allowsColumnResizing?: boolean;
  /** Whether a column of expand buttons follows the selection column (headed by words read out, not shown). */
  hasDetailsColumn?: boolean;
  /** Whether the grid is virtualised: no pages, so the heading checkbox selects every matching row. */
  isVirtualized?: boolean;
}

/** Value of `aria-sort`: only the column that orders the rows first carries a direction. */
function ariaSort<TRow>(column: DataGridColumnState<TRow>): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.isSortable) return undefined;
  if (column.sortPriority !== 1) return 'none';
  return column.sortDirection === 'desc' ? 'descending' : 'ascending';
}

/** The header rows of a data grid: sortable headings, then the filter boxes when shown. */
export function DataGridHead<TRow>({
  grid,
  navigation,
  labels,
  showColumnFilters,
  allowsColumnResizing = false,
  hasDetailsColumn = false,
  isVirtualized = false,
}: DataGridHeadProps<TRow>) {
  const { tabIndexOf } = navigation;
  const isMultiSorted = grid.sorting.length > 1;
  const { selection } = grid;
  const selectionOffset = selection.mode === 'none' ? 0 : 1;
  const offset = selectionOffset + (hasDetailsColumn ? 1 : 0);
  return (
    <Head>
      <tr aria-rowindex={1}>
        {selectionOffset === 1 && (
          <HeaderCell
            $align="center"
            aria-colindex={1}
            {...{ [gridCellAttribute]: '0:0' }}
            tabIndex={selection.mode === 'single' ? tabIndexOf(0, 0) : undefined}
          >
            <VisuallyHiddenText>{labels.selectionColumn}</VisuallyHiddenText>
            {selection.mode === 'multiple' && (
              <SelectBox
                type="checkbox"
                aria-label={isVirtualized ? labels.selectAll : labels.selectPage}
                checked={selection.page === 'all'}
                ref={(box) => {
                  // "Some of the page" has no attribute in HTML, only this property.
                  if (box) box.indeterminate = selection.page === 'some';
                }}
                tabIndex={tabIndexOf(0, 0)}
                onChange={(event) => selection.setPageSelected(event.target.checked)}
              />
            )}
          </HeaderCell>
        )}
        {hasDetailsColumn && (
          <ExpandHeaderCell
            $align="center"
            aria-colindex={selectionOffset + 1}
            {...{ [gridCellAttribute]: `0:${selectionOffset}` }}
            tabIndex={tabIndexOf(0, selectionOffset)}
          >
            <VisuallyHiddenText>{labels.detailsColumn}</VisuallyHiddenText>
          </ExpandHeaderCell>
        )}
        {grid.visibleColumns.map((column, visibleIndex) => {
          const index = visibleIndex + offset;
          const align = column.definition.align ?? 'start';
          const cellProps = { [gridCellAttribute]: `0:${index}`, $align: align, 'aria-colindex': index + 1 };
          const resizeHandle = allowsColumnResizing && column.isResizable && (
            <DataGridResizeHandle
              label={labels.resizeColumn(column.header)}
              width={column.width}
              minWidth={column.minWidth}
              onResize={(delta) => grid.resizeColumn(column.id, delta)}
              tabIndex={tabIndexOf(0, index)}
            />
          );
          if (!column.isSortable) {
            return (
              <HeaderCell key={column.id} {...cellProps} tabIndex={tabIndexOf(0, index)}>
                {column.header}
                {resizeHandle}
              </HeaderCell>
            );
          }
          return (
            <HeaderCell key={column.id} {...cellProps} aria-sort={ariaSort(column)}>
              <SortButton
                type="button"
                tabIndex={tabIndexOf(0, index)}
                // Shift adds the column to the order (or flips it there) instead of replacing the order.
                onClick={(event: MouseEvent) => grid.toggleSort(column.id, event.shiftKey)}
              >
                {column.header}
                <SortGlyph direction={column.sortDirection} />
                {isMultiSorted && column.sortPriority > 0 && (
                  <SortPriority aria-hidden="true">{column.sortPriority}</SortPriority>
                )}
              </SortButton>
              {resizeHandle}
            </HeaderCell>
          );
        })}
      </tr>
      {showColumnFilters && (
        <tr aria-rowindex={2}>
          {Array.from({ length: offset }, (_, index) => (
            <FilterCell
              key={index}
              role="gridcell"
              {...{ [gridCellAttribute]: `1:${index}` }}
              aria-colindex={index + 1}
              tabIndex={tabIndexOf(1, index)}
            />
          ))}
          {grid.visibleColumns.map((column, visibleIndex) => {
            const index = visibleIndex + offset;
            const isFilterable = column.definition.isFilterable ?? true;
            return (
              <FilterCell
                key={column.id}
                role="gridcell"
                {...{ [gridCellAttribute]: `1:${index}` }}
                aria-colindex={index + 1}
                tabIndex={isFilterable ? undefined : tabIndexOf(1, index)}
              >
                {isFilterable && (
                  <FilterInput
                    type="search"
                    aria-label={labels.filter(column.header)}
                    value={column.filterValue}
                    tabIndex={tabIndexOf(1, index)}
                    onChange={(event) => grid.setColumnFilter(column.id, event.target.value)}
                  />
                )}
              </FilterCell>
            );
          })}
        </tr>
      )}
    </Head>
  );
}

/** Up and down triangles; the active direction is filled, the other faint. */
function SortGlyph({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <SortIcon $isActive={direction !== false} viewBox="0 0 10 12" aria-hidden="true">
      <path d="M5 0 10 5H0z" fill="currentColor" opacity={direction === 'desc' ? 0.25 : 1} />
      <path d="M5 12 0 7h10z" fill="currentColor" opacity={direction === 'asc' ? 0.25 : 1} />
    </SortIcon>
  );
}
