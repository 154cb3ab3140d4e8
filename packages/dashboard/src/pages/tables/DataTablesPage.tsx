import { useMemo } from 'react';
import { DataGrid, Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import { tableRowResource, type TableRow } from '../../api/resourceDefinitions';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';
import { tableRowColumns } from './tableRowColumns';

const byId = [{ id: 'id', desc: false }];
const rowId = (row: TableRow) => String(row.id);
const noRows: TableRow[] = [];

/** Tables › Data Tables: the same contacts in three grids, each showing one way to narrow them down. */
export default function DataTablesPage() {
  const { t } = useTranslation();
  const list = useResourceList(tableRowResource);
  const columns = useMemo(() => tableRowColumns(t), [t]);
  const shared = {
    rows: list.data?.records ?? noRows,
    columns,
    getRowId: rowId,
    initialSort: byId,
    isLoading: list.isPending,
    error: list.isError ? t('The rows could not be loaded.') : undefined,
    labels: {
      search: t('Search'),
      pageSize: t('Rows per page'),
      columns: t('Columns'),
      loading: t('Loading…'),
      empty: t('No data available in table'),
      noMatches: t('No matching records found'),
    },
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
    </>
  );
}
