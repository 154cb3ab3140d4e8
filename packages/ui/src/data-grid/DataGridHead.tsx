import type { MouseEvent } from 'react';
import type { DataGridLabels } from './dataGridLabels';
import {
  FilterCell,
  FilterInput,
  Head,
  HeaderCell,
  SortButton,
  SortIcon,
  SortPriority,
} from './DataGrid.styles';
import type { DataGridColumnState, DataGridState } from './useDataGrid';
import { gridCellAttribute, type GridNavigation } from './useGridNavigation';

/** Props of {@link DataGridHead}. */
export interface DataGridHeadProps<TRow> {
  grid: DataGridState<TRow>;
  navigation: GridNavigation;
  labels: DataGridLabels;
  showColumnFilters: boolean;
}

/** Value of `aria-sort`: only the column that orders the rows first carries a direction. */
function ariaSort<TRow>(column: DataGridColumnState<TRow>): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.isSortable) return undefined;
  if (column.sortPriority !== 1) return 'none';
  return column.sortDirection === 'desc' ? 'descending' : 'ascending';
}

/** The header rows of a data grid: sortable headings, then the filter boxes when shown. */
export function DataGridHead<TRow>({ grid, navigation, labels, showColumnFilters }: DataGridHeadProps<TRow>) {
  const { tabIndexOf } = navigation;
  const isMultiSorted = grid.sorting.length > 1;
  return (
    <Head>
      <tr aria-rowindex={1}>
        {grid.visibleColumns.map((column, index) => {
          const align = column.definition.align ?? 'start';
          const cellProps = { [gridCellAttribute]: `0:${index}`, $align: align, 'aria-colindex': index + 1 };
          if (!column.isSortable) {
            return (
              <HeaderCell key={column.id} {...cellProps} tabIndex={tabIndexOf(0, index)}>
                {column.header}
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
            </HeaderCell>
          );
        })}
      </tr>
      {showColumnFilters && (
        <tr aria-rowindex={2}>
          {grid.visibleColumns.map((column, index) => {
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
