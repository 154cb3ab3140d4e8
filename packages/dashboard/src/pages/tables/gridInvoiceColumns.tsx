import { Button, Icon, type DataGridCellContext, type DataGridColumn } from '@atrium/ui';
import { faFloppyDisk, faPen, faTrashCan, faXmark } from '@fortawesome/free-solid-svg-icons';
import * as z from 'zod/mini';
import type { GridInvoice } from '../../api/resourceDefinitions';
import { ActionButtons } from './JqGridPage.styles';

type Translate = (text: string, values?: Record<string, string | number>) => string;

/** An amount as the invoices write it: digits, then at most two decimals ("120", "120.5", "120.50"). */
export const amountPattern = /^\d{1,9}(\.\d{1,2})?$/;

/** The amount with two decimals, as the invoices store it. */
export const normalizeAmount = (text: string) => Number(text).toFixed(2);

function RowActions({ row, context, t, onDelete }: RowActionsProps) {
  const { id } = row;
  return (
    <ActionButtons>
      {context.isEditing ? (
        <>
          <Button
            size="xs"
            variant="primary"
            aria-label={t('Save invoice {id}', { id })}
            icon={<Icon icon={faFloppyDisk} />}
            isDisabled={context.isSaving}
            onPress={context.save}
          />
          <Button
            size="xs"
            aria-label={t('Cancel editing invoice {id}', { id })}
            icon={<Icon icon={faXmark} />}
            onPress={context.cancel}
          />
        </>
      ) : (
        <>
          <Button
            size="xs"
            aria-label={t('Edit invoice {id}', { id })}
            icon={<Icon icon={faPen} />}
            onPress={context.startEditing}
          />
          <Button
            size="xs"
            aria-label={t('Delete invoice {id}', { id })}
            icon={<Icon icon={faTrashCan} />}
            onPress={() => onDelete(row)}
          />
        </>
      )}
    </ActionButtons>
  );
}

interface RowActionsProps {
  row: GridInvoice;
  context: DataGridCellContext;
  t: Translate;
  onDelete: (row: GridInvoice) => void;
}

/**
 * The grid demo's columns: row actions, then invoice number, date, client, amount, tax, total and notes.
 * Actions and Notes do not sort; every column but the number and the actions edits in place.
 */
export function gridInvoiceColumns(
  t: Translate,
  onDelete: (row: GridInvoice) => void,
): DataGridColumn<GridInvoice>[] {
  const amount = z.string().check(z.regex(amountPattern, t('Enter an amount such as 120.50')));
  const money = (id: 'amount' | 'tax' | 'total', header: string): DataGridColumn<GridInvoice> => ({
    id,
    header,
    value: (row) => row[id],
    sortValue: (row) => Number(row[id]),
    align: 'end',
    width: 110,
    editor: { kind: 'number', validate: amount },
  });
  return [
    {
      id: 'actions',
      header: t('Actions'),
      value: () => '',
      cell: (row, context) => <RowActions row={row} context={context} t={t} onDelete={onDelete} />,
      isSortable: false,
      isFilterable: false,
      isHideable: false,
      isResizable: false,
      isExported: false,
      width: 96,
    },
    {
      id: 'id',
      header: t('Inv No'),
      value: (row) => row.id,
      sortValue: (row) => Number(row.id),
      align: 'end',
      width: 90,
    },
    {
      id: 'date',
      header: t('Date'),
      value: (row) => row.date,
      width: 140,
      editor: { kind: 'date', validate: z.iso.date(t('Enter a date as YYYY-MM-DD')) },
    },
    {
      id: 'name',
      header: t('Client'),
      value: (row) => row.name,
      width: 180,
      editor: {
        kind: 'text',
        validate: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('Enter the client’s name')),
            z.maxLength(60, t('Keep the client’s name under 60 characters')),
          ),
      },
    },
    money('amount', t('Amount')),
    money('tax', t('Tax')),
    money('total', t('Total')),
    {
      id: 'note',
      header: t('Notes'),
      value: (row) => row.note,
      isSortable: false,
      width: 240,
      editor: {
        kind: 'text',
        validate: z.string().check(z.maxLength(200, t('Keep the note under 200 characters'))),
      },
    },
  ];
}
