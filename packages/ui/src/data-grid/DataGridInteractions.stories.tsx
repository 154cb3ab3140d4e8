import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import { naughtyStrings } from '../../test/naughtyStrings';
import { DataGrid, type DataGridProps } from './DataGrid';
import type { DataGridRowChange } from './dataGridEditing';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';
import { DataGridSelectionControls } from './DataGridSelectionControls';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(24);
const cities = ['Bruges', 'Fogo', 'Ghent', 'Kiel', 'Lund', 'Modena', 'Tromsø'];

/** The sample contacts with Name, City and Amount editable in place. */
const editableColumns: DataGridColumn<SampleContact>[] = sampleContactColumns.map((column) =>
  column.id === 'name'
    ? {
        ...column,
        editor: {
          kind: 'text',
          validate: z.string().trim().min(1, 'Enter a name').max(40, 'Keep it under 40 characters'),
        },
      }
    : column.id === 'city'
      ? {
          ...column,
          editor: { kind: 'select', options: cities.map((city) => ({ value: city, label: city })) },
        }
      : column.id === 'amount'
        ? {
            ...column,
            editor: {
              kind: 'number',
              validate: (value) =>
                Number(value) >= 0 && value !== '' ? undefined : 'Enter an amount of 0 or more',
            },
          }
        : column,
);

type GridArgs = Omit<DataGridProps<SampleContact>, 'rows'> & {
  /** Makes every save fail, to show what the grid does when the backend refuses. */
  failSaves?: boolean;
};

/** A grid whose rows and selection live in the story, as an app keeps them. */
function ContactsGrid({ failSaves = false, onRowChange, ...args }: GridArgs) {
  const [rows, setRows] = useState(contacts);
  const [selected, setSelected] = useState<string[]>([]);
  const save = async (change: DataGridRowChange<SampleContact>) => {
    await onRowChange?.(change);
    if (failSaves) throw new Error('Refused');
    const { name, city, amount } = change.values;
    setRows((current) =>
      current.map((row) =>
        String(row.id) !== change.rowId
          ? row
          : {
              ...row,
              name: name ?? row.name,
              city: city ?? row.city,
              amount: amount === undefined ? row.amount : Number(amount),
            },
      ),
    );
  };
  return (
    <>
      <DataGrid
        {...args}
        rows={rows}
        selectedRowIds={args.selectionMode === 'none' ? undefined : selected}
        onSelectionChange={setSelected}
        onRowChange={save}
      />
      {args.selectionMode === 'multiple' && (
        <DataGridSelectionControls
          rowIds={rows.map((row) => String(row.id))}
          selectedRowIds={selected}
          onSelectionChange={setSelected}
          defaultRow="13"
        />
      )}
    </>
  );
}

const meta = {
  title: 'Data/DataGrid/Selection, editing and resizing',
  component: ContactsGrid,
  tags: ['autodocs'],
  args: {
    label: 'Contacts',
    columns: editableColumns,
    getRowId: (row: SampleContact) => String(row.id),
    initialSort: [{ id: 'id', desc: false }],
    selectionMode: 'multiple',
    allowsColumnResizing: false,
    failSaves: false,
    onRowChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    getRowId: { control: false },
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
  },
} satisfies Meta<typeof ContactsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement)
    .getByRole('checkbox', { name: `Select row ${id}` })
    .closest('tr') as HTMLElement;

/** A checkbox per row and one for the page; the count is announced and the controls report or toggle a row. */
export const Selection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 3' }));
    await expect(rowOf(canvasElement, '3')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('1 row selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await expect(canvas.getByText('10 rows selected')).toBeInTheDocument();
    // The next page's rows are not selected; the first page's stay selected.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows on this page' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Select (unselect) row' }));
    await expect(rowOf(canvasElement, '13')).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show selected rows' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Selected rows: 3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 13',
    );
    const rowBox = canvas.getByRole('textbox', { name: 'Row number' });
    await userEvent.clear(rowBox);
    await userEvent.type(rowBox, '99{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('There is no row 99.');
  },
};

/** One row at a time: selecting another clears the first. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 2' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select row 5' }));
    await expect(rowOf(canvasElement, '5')).toHaveAttribute('aria-selected', 'true');
    await expect(rowOf(canvasElement, '2')).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.queryByRole('checkbox', { name: 'Select all rows on this page' })).toBeNull();
  },
};

/** Enter, F2 or a double click opens a cell's editor; Enter saves, Escape cancels, a refused value says why. */
export const Editing: Story = {
  args: { selectionMode: 'none' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = contacts[0] as SampleContact;
    // Escape leaves the value as it was.
    await userEvent.dblClick(canvas.getByRole('gridcell', { name: first.name }));
    const editor = canvas.getByRole('textbox', { name: 'Edit Name of row 1' });
    await expect(editor).toHaveFocus();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Discarded{Escape}');
    await expect(canvas.getByRole('gridcell', { name: first.name })).toHaveFocus();
    // An empty name is refused at the cell and the editor stays open.
    await userEvent.keyboard('{F2}');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit Name of row 1' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a name');
    await expect(canvas.getByRole('textbox', { name: 'Edit Name of row 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onRowChange).not.toHaveBeenCalled();
    // Hostile text is saved and shown as the text it is.
    const hostile = naughtyStrings[1] as string;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Edit Name of row 1' }), hostile.slice(0, 40));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('gridcell', { name: hostile.slice(0, 40) })).toHaveFocus();
    await expect(args.onRowChange).toHaveBeenCalledWith(
      expect.objectContaining({ rowId: '1', values: { name: hostile.slice(0, 40) } }),
    );
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    // A select editor opens with Enter on the cell.
    (canvas.getAllByRole('gridcell', { name: first.city })[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Edit City of row 1' }), 'Modena');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Modena'));
  },
};

/** When the save fails the editor stays open with what was typed, and says the change was not saved. */
export const FailedSave: Story = {
  args: { selectionMode: 'none', failSaves: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(
      canvas.getByRole('gridcell', { name: (contacts[1] as SampleContact).amount.toFixed(2) }),
    );
    const editor = canvas.getByRole('spinbutton', { name: 'Edit Amount of row 2' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '12.5{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The change could not be saved');
    await expect(canvas.getByRole('spinbutton', { name: 'Edit Amount of row 2' })).toHaveValue(12.5);
  },
};

const widthOf = (canvasElement: HTMLElement, name: string) =>
  Number(within(canvasElement).getByRole('separator', { name }).getAttribute('aria-valuenow'));

/** Drag a heading's edge, or press the arrow keys on it; the widths stay while paging and sorting. */
export const ColumnResize: Story = {
  args: { selectionMode: 'none', allowsColumnResizing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = widthOf(canvasElement, 'Resize Name');
    const header = canvas.getByRole('columnheader', { name: /^Name/ });
    const drawnBefore = header.getBoundingClientRect().width;
    canvas.getByRole('separator', { name: 'Resize Name' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(widthOf(canvasElement, 'Resize Name')).toBe(before + 30);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(widthOf(canvasElement, 'Resize Name')).toBe(before + 20);
    await expect(header.getBoundingClientRect().width).toBeGreaterThan(drawnBefore + 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'City' }));
    await expect(widthOf(canvasElement, 'Resize Name')).toBe(before + 20);
  },
};
