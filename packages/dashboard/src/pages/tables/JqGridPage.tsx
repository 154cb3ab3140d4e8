import { useCallback, useMemo, useState } from 'react';
import {
  DataGrid,
  DataGridSelectionControls,
  Icon,
  PageHeader,
  useNotify,
  useTranslation,
  type DataGridRowChange,
} from '@atrium/ui';
import { faTable } from '@fortawesome/free-solid-svg-icons';
import { gridInvoiceResource, type GridInvoice } from '../../api/resourceDefinitions';
import { useResourceList, useResourceMutations } from '../../data/useResource';
import { usePdfFonts } from '../../pdfFonts';
import { ContentPanel } from '../misc/ContentPanel';
import { gridInvoiceColumns, normalizeAmount } from './gridInvoiceColumns';

const byId = [{ id: 'id', desc: false }];
const pageSizes = [10, 20, 30];
const exports = ['copy', 'csv', 'xlsx', 'pdf', 'print'] as const;
const rowId = (row: GridInvoice) => row.id;
const noRows: GridInvoice[] = [];
const amounts = new Set(['amount', 'tax', 'total']);

/** Tables › Jquery Grid: invoices to select, edit in place, delete and export, saved through the data layer. */
export default function JqGridPage() {
  const { t } = useTranslation();
  const pdfFonts = usePdfFonts();
  const notify = useNotify();
  const list = useResourceList(gridInvoiceResource);
  const { update, remove } = useResourceMutations(gridInvoiceResource);
  const [selected, setSelected] = useState<string[]>([]);
  const rows = list.data?.records ?? noRows;

  const onDelete = useCallback(
    async (row: GridInvoice) => {
      const answer = await notify.confirm({
        title: t('Delete invoice {id}?', { id: row.id }),
        content: t('The invoice for {client} is removed for good.', { client: row.name }),
        buttons: [
          { key: 'keep', label: t('Keep it') },
          { key: 'delete', label: t('Delete'), variant: 'danger' },
        ],
        cancelKey: 'keep',
      });
      if (answer !== 'delete') return;
      setSelected((ids) => ids.filter((id) => id !== row.id));
      remove.mutate(row.id);
    },
    [notify, remove, t],
  );
  const columns = useMemo(() => gridInvoiceColumns(t, (row) => void onDelete(row)), [t, onDelete]);

  const onRowChange = async ({ rowId: id, values }: DataGridRowChange<GridInvoice>) => {
    const changes = Object.fromEntries(
      Object.entries(values).map(([field, value]) => [
        field,
        amounts.has(field) ? normalizeAmount(value) : value.trim(),
      ]),
    ) as Partial<GridInvoice>;
    await update.mutateAsync({ id, changes });
  };

  return (
    <>
      <PageHeader title={t('Table')} subtitle={t('Jquery Grid')} icon={<Icon icon={faTable} />} />
      <ContentPanel title={t('Invoices')}>
        <DataGrid
          label={t('Invoices')}
          rows={rows}
          columns={columns}
          getRowId={rowId}
          rowLabel={rowId}
          initialSort={byId}
          pageSizeOptions={pageSizes}
          isLoading={list.isPending}
          error={list.isError ? t('The invoices could not be loaded.') : undefined}
          selectionMode="multiple"
          selectedRowIds={selected}
          onSelectionChange={setSelected}
          allowsColumnResizing
          onRowChange={onRowChange}
          exportActions={exports}
          exportTitle={t('Invoices')}
          pdfFonts={pdfFonts}
        />
        <DataGridSelectionControls
          rowIds={rows.map(rowId)}
          selectedRowIds={selected}
          onSelectionChange={setSelected}
          defaultRow="13"
        />
      </ContentPanel>
    </>
  );
}
