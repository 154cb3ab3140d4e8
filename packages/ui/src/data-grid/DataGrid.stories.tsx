import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { naughtyStrings } from '../../test/naughtyStrings';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(57);

const meta = {
  title: 'Data/DataGrid',
  component: DataGrid<SampleContact>,
  tags: ['autodocs'],
  args: {
    label: 'Contacts',
    rows: contacts,
    columns: sampleContactColumns,
    initialSort: [{ id: 'id', desc: false }],
    isLoading: false,
    showSearch: true,
    showPageSize: true,
    showColumnFilters: false,
    showColumnPicker: false,
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    labels: { control: false },
    error: { control: 'text' },
    maxHeight: { control: 'text' },
  },
} satisfies Meta<typeof DataGrid<SampleContact>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of one column down the visible rows. */
const columnText = (canvasElement: HTMLElement, header: string) => {
  const grid = within(canvasElement).getByRole('grid');
  const headers = within(grid)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
  const index = headers.findIndex((text) => text?.startsWith(header));
  return [...grid.querySelectorAll<HTMLElement>('tbody tr')].map(
    (row) => within(row).getAllByRole('gridcell')[index]?.textContent,
  );
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(columnText(canvasElement, 'ID')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByText('Showing 1 to 10 of 57 entries')).toBeVisible();
    // Phone is not sortable: its heading is plain text, with no button and no sort state.
    await expect(canvas.queryByRole('button', { name: 'Phone' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Phone' })).not.toHaveAttribute('aria-sort');
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    const ascending = columnText(canvasElement, 'Amount').map(Number);
    await expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await expect(canvas.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByText('Sorted by Amount, ascending')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    const descending = columnText(canvasElement, 'Amount').map(Number);
    await expect(descending).toEqual([...descending].sort((a, b) => b - a));
    await expect(canvas.getByText('Sorted by Amount, descending')).toBeInTheDocument();
    // Shift adds a second column: cities first, names in order within each city.
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: 'City' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Name' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByText('Sorted by City, ascending, then by Name, ascending')).toBeInTheDocument();
    const cities = columnText(canvasElement, 'City');
    await expect(cities).toEqual([...cities].sort());
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'modena');
    await waitFor(() =>
      expect(columnText(canvasElement, 'City').every((city) => city === 'Modena')).toBe(true),
    );
    await expect(
      canvas.getByText('Showing 1 to 8 of 8 entries (filtered from 57 total entries)'),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), ' nowhere');
    await expect(canvas.getByRole('gridcell', { name: 'No matching records found' })).toBeVisible();
  },
};

export const ColumnFilters: Story = {
  args: { showColumnFilters: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox', { name: 'Filter Phone' })).toBeNull();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter City' }), 'fogo');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter Company' }), 'neque');
    await waitFor(() =>
      expect(columnText(canvasElement, 'City').every((city) => city === 'Fogo')).toBe(true),
    );
    await expect(columnText(canvasElement, 'Company').every((name) => name === 'Neque Ltd')).toBe(true);
  },
};

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(columnText(canvasElement, 'ID')[0]).toBe('21');
    await expect(canvas.getByText('Showing 21 to 30 of 57 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(within(document.body).getByRole('option', { name: '25' }));
    await waitFor(() => expect(columnText(canvasElement, 'ID')).toHaveLength(25));
    // A new page length starts again from the first page.
    await expect(canvas.getByText('Showing 1 to 25 of 57 entries')).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const firstHeading = canvas.getByRole('button', { name: 'ID' });
    firstHeading.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('gridcell')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(document.activeElement?.textContent).toBe(contacts[0]?.phone);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(document.activeElement?.textContent).toBe(contacts[9]?.amount.toFixed(2));
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(document.activeElement?.textContent).toBe('9');
    // Enter on a focused heading sorts by it.
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const ColumnVisibility: Story = {
  args: { showColumnPicker: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const picker = await within(document.body).findByRole('dialog', { name: 'Columns' });
    await expect(within(picker).queryByRole('checkbox', { name: 'ID' })).toBeNull();
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Phone' }));
    await expect(canvas.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '6');
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Phone' }));
    await expect(canvas.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
  },
};

export const StickyHeader: Story = {
  args: { maxHeight: '240px', initialPageSize: 50, pageSizeOptions: [10, 50] },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('gridcell', { name: 'No data available in table' })).toBeVisible();
    await expect(canvas.getByText('Showing 0 to 0 of 0 entries')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], error: 'The contacts could not be loaded (503 Service Unavailable).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The contacts could not be loaded (503 Service Unavailable).',
    );
  },
};

interface TextRow {
  id: number;
  text: string;
}
const hostileRows: TextRow[] = naughtyStrings.map((text, index) => ({ id: index + 1, text }));
const hostileColumns: DataGridColumn<TextRow>[] = [
  { id: 'id', header: 'No.', value: (row) => row.id, align: 'end' },
  { id: 'text', header: 'Text', value: (row) => row.text },
];

/** Markup, scripts and odd Unicode in the cells show as the text they are. */
export const HostileText: StoryObj<Meta<typeof DataGrid<TextRow>>> = {
  args: { label: 'Hostile text', rows: hostileRows, columns: hostileColumns, initialPageSize: 100 },
  render: (args) => <DataGrid<TextRow> {...args} />,
  play: async ({ canvasElement }) => {
    const cells = within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);
    await expect(cells).toEqual(hostileRows.slice(0, cells.length).map((row) => row.text));
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
