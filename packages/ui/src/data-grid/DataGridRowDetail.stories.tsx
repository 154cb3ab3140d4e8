import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';
import type { DataGridColumn } from './useDataGrid';

const contacts = sampleContacts(24);

/** The sample columns, Company and Zip folding away below tablet width, Phone and City below phone width. */
const responsiveColumns: DataGridColumn<SampleContact>[] = sampleContactColumns.map((column) =>
  column.id === 'company' || column.id === 'zip'
    ? { ...column, collapseBelow: 'tablet' }
    : column.id === 'phone' || column.id === 'city'
      ? { ...column, collapseBelow: 'phone' }
      : column,
);

const contactDetail = (row: SampleContact) => (
  <p>
    {row.name} works at {row.company} in {row.city}.
  </p>
);

const meta = {
  title: 'Data/DataGrid/Responsive and child rows',
  component: DataGrid<SampleContact>,
  tags: ['autodocs'],
  args: {
    label: 'Contacts',
    rows: contacts,
    columns: responsiveColumns,
    getRowId: (row: SampleContact) => String(row.id),
    rowLabel: (row: SampleContact) => row.name,
    initialSort: [{ id: 'id', desc: false }],
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    rowLabel: { control: false },
    renderRowDetail: { control: false },
  },
} satisfies Meta<typeof DataGrid<SampleContact>>;

export default meta;
type Story = StoryObj<typeof meta>;

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/** At a phone's width (375 px) four columns fold away; a row's button lists them under the row. */
export const ResponsiveOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(headings(canvasElement)).toEqual(['Details', 'ID', 'Name', 'Amount']));
    const first = contacts[0] as SampleContact;
    const button = canvas.getByRole('button', { name: `Show details for ${first.name}` });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = canvas.getByRole('gridcell', { name: new RegExp(first.phone) });
    await expect(within(details).getByText('Company')).toBeVisible();
    await expect(within(details).getByText(first.company)).toBeVisible();
    await expect(within(details).getByText(first.city)).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(first.company)).toBeNull();
  },
};

/** Between phone and tablet width only the tablet columns fold away. */
export const ResponsiveOnATablet: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 700 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual(['Details', 'ID', 'Name', 'Phone', 'City', 'Amount']),
    );
  },
};

/** A child row per contact, opened and closed by mouse or from the keyboard. */
export const ChildRows: Story = {
  args: { columns: sampleContactColumns, renderRowDetail: contactDetail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = contacts as [SampleContact, SampleContact];
    await userEvent.click(canvas.getByRole('button', { name: `Show details for ${second.name}` }));
    await expect(
      canvas.getByText(`${second.name} works at ${second.company} in ${second.city}.`),
    ).toBeVisible();

    // Keyboard: from the ID heading, Left to the expand column, Down to the first row, Enter opens it.
    canvas.getByRole('button', { name: 'ID' }).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    const firstButton = canvas.getByRole('button', { name: `Show details for ${first.name}` });
    await expect(firstButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    // Down reaches the details row, one cell across the grid; Down again the next contact's button.
    await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveTextContent(`${first.name} works at`);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: `Show details for ${second.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ }');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(`${first.name} works at`, { exact: false })).toBeNull();
  },
};
