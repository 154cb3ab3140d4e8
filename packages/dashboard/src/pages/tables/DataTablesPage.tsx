import { useMemo } from 'react';
import { DataGrid, Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import { tableRowResource, type TableRow } from '../../api/resourceDefinitions';
import { useResourceList } from '../../data/useResource';
import { usePdfFonts } from '../../pdfFonts';
import { ContentPanel } from '../misc/ContentPanel';
import { TableRowDetail } from './tableRowDetail';
import { childRowTableColumns, responsiveTableRowColumns, tableRowColumns } from './tableRowColumns';

const byId = [{ id: 'id', desc: false }];
const rowId = (row: TableRow) => String(row.id);
const rowName = (row: TableRow) => row.name;
const noRows: TableRow[] = [];
const allExports = ['copy', 'csv', 'xlsx', 'pdf', 'print'] as const;

/**
 * Tables › Data Tables: the same contacts in six grids, each showing one way to narrow them down, fold them up
 * or take them away.
 */
export default function DataTablesPage() {
  const { t } = useTranslation();
  const list = useResourceList(tableRowResource);
  const pdfFonts = usePdfFonts();
  const columns = useMemo(() => tableRowColumns(t), [t]);
  const responsiveColumns = useMemo(() => responsiveTableRowColumns(t), [t]);
  const childRowColumns = useMemo(() => childRowTableColumns(t), [t]);
  const shared = {
    rows: list.data?.records ?? noRows,
    columns,
    getRowId: rowId,
    initialSort: byId,
    isLoading: list.isPending,
    error: list.isError ? t('The rows could not be loaded.') : undefined,
  };
  return (
    <>
      <PageHeader title={t('Table')} subtitle={t('Data Tables')} icon={<Icon icon={faTable} />} />
      <ContentPanel title={t('Standard Data Tables')}>
        <DataGrid {...shared} label={t('Standard Data Tables')} />
      </ContentPanel>
      <ContentPanel title={t('Column Filters')}>
        <DataGrid {...shared} label={t('Column Filters')} showColumnFilters />
      </ContentPanel>
      <ContentPanel title={t('Show / Hide Columns')}>
        <DataGrid
          {...shared}
          label={t('Show / Hide Columns')}
          showColumnPicker
          initialHiddenColumns={['phone']}
        />
      </ContentPanel>
      <ContentPanel title={t('Export to PDF / Excel')}>
        <DataGrid
          {...shared}
          label={t('Export to PDF / Excel')}
          exportTitle={t('Contacts')}
          exportActions={allExports}
          pdfFonts={pdfFonts}
        />
      </ContentPanel>
      <ContentPanel title={t('Responsive Table')}>
        <DataGrid {...shared} label={t('Responsive Table')} columns={responsiveColumns} rowLabel={rowName} />
      </ContentPanel>
      <ContentPanel title={t('Child Rows')}>
        <DataGrid
          {...shared}
          label={t('Child Rows')}
          columns={childRowColumns}
          rowLabel={rowName}
          renderRowDetail={(row) => <TableRowDetail row={row} t={t} />}
        />
      </ContentPanel>
    </>
  );
}
