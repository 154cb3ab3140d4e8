import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataGrid } from './DataGrid';
import { DataGridDetailList } from './DataGridDetailList';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';

const meta = {
  title: 'Data/DataGrid/Detail list',
  component: DataGridDetailList,
  tags: ['autodocs'],
  args: {
    items: [
      { id: 'phone', label: 'Phone', value: '1-207-107-0007' },
      { id: 'zip', label: 'Zip', value: '5020' },
      {
        id: 'note',
        label: 'Note',
        value:
          'Prefers a call in the morning; long values wrap beside their label instead of widening the row.',
      },
    ],
  },
} satisfies Meta<typeof DataGridDetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels and values pair up as a description list, so a screen reader reads each label with its value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Phone', 'Zip', 'Note']);
    await expect(terms[0]?.nextElementSibling).toHaveTextContent('1-207-107-0007');
  },
};

const contacts = sampleContacts(5);
const columns = sampleContactColumns.filter((column) => column.id !== 'phone' && column.id !== 'zip');

/** In a grid's child row, where it matches the list of collapsed columns. */
export const InChildRow: Story = {
  render: () => (
    <DataGrid
      label="Contacts"
      rows={contacts}
      columns={columns}
      getRowId={(row: SampleContact) => String(row.id)}
      rowLabel={(row: SampleContact) => row.name}
      renderRowDetail={(row: SampleContact) => (
        <DataGridDetailList
          items={[
            { id: 'phone', label: 'Phone', value: row.phone },
            { id: 'zip', label: 'Zip', value: row.zip },
          ]}
        />
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /^Show details for / })[0]!);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Phone', 'Zip']);
  },
};
