import { DataGridDetailList } from '@atrium/ui';
import type { TableRow } from '../../api/resourceDefinitions';

/** A contact's child row in the data tables demo: the fields its grid leaves out, as a label and value list. */
export function TableRowDetail({ row, t }: { row: TableRow; t: (text: string) => string }) {
  return (
    <DataGridDetailList
      items={[
        { id: 'phone', label: t('Phone'), value: row.phone },
        { id: 'zip', label: t('Zip'), value: row.zip },
        { id: 'date', label: t('Date'), value: row.date },
      ]}
    />
  );
}
