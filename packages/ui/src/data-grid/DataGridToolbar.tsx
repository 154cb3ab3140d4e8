import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Popover } from '../popover';
import { Select } from '../select';
import { TextField } from '../text-field';
import { dataGridExportTable, type DataGridExportAction } from './dataGridExport';
import { DataGridExportBar } from './DataGridExportBar';
import type { DataGridLabels } from './dataGridLabels';
import { ColumnList, PageSizeSlot, SearchSlot, Toolbar, ToolbarGroup } from './DataGrid.styles';
import type { DataGridState } from './useDataGrid';

/** Props of {@link DataGridToolbar}. */
export interface DataGridToolbarProps<TRow> {
  grid: DataGridState<TRow>;
  labels: DataGridLabels;
  showSearch: boolean;
  showPageSize: boolean;
  showColumnPicker: boolean;
  exportActions: readonly DataGridExportAction[];
  /** Title of exported files and printouts. */
  exportTitle: string;
  /** Fonts for PDF text beyond western European letters; see {@link DataGridProps.pdfFonts}. */
  pdfFonts: readonly string[];
}

/** The controls above a data grid: page-length menu, column picker, export buttons and search box. */
export function DataGridToolbar<TRow>({
  grid,
  labels,
  showSearch,
  showPageSize,
  showColumnPicker,
  exportActions,
  exportTitle,
  pdfFonts,
}: DataGridToolbarProps<TRow>) {
  if (!showSearch && !showPageSize && !showColumnPicker && exportActions.length === 0) return null;
  const pageSizes = grid.pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }));
  return (
    <Toolbar>
      <ToolbarGroup>
        {showPageSize && (
          <PageSizeSlot>
            <Select
              label={labels.pageSize}
              items={pageSizes}
              value={String(grid.pageSize)}
              onChange={(value) => value && grid.setPageSize(Number(value))}
            />
          </PageSizeSlot>
        )}
        {showColumnPicker && (
          <Popover
            trigger={<Button>{labels.columns}</Button>}
            title={labels.columns}
            placement="bottom-start"
          >
            <ColumnList>
              {grid.allColumns
                .filter((column) => column.isHideable)
                .map((column) => (
                  <Checkbox
                    key={column.id}
                    isSelected={column.isVisible}
                    // The last visible column stays: a grid without columns could not be navigated back.
                    isDisabled={column.isVisible && grid.visibleColumns.length === 1}
                    onChange={(isSelected) => grid.setColumnVisible(column.id, isSelected)}
                  >
                    {column.header}
                  </Checkbox>
                ))}
            </ColumnList>
          </Popover>
        )}
        {exportActions.length > 0 && (
          <DataGridExportBar
            actions={exportActions}
            getTable={() => dataGridExportTable(exportTitle, grid.visibleColumns, grid.getViewRows())}
            labels={labels}
            pdfFonts={pdfFonts}
          />
        )}
      </ToolbarGroup>
      {showSearch && (
        <SearchSlot>
          <TextField type="search" label={labels.search} value={grid.search} onChange={grid.setSearch} />
        </SearchSlot>
      )}
    </Toolbar>
  );
}
