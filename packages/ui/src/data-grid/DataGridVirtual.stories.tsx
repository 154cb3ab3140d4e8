import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataGrid } from './DataGrid';
import { sampleContactColumns, sampleContacts, type SampleContact } from './dataGridSample';

const contacts = sampleContacts(100_000);
const smallestAmount = contacts.reduce((least, row) => Math.min(least, row.amount), Infinity).toFixed(2);

const meta = {
  title: 'Data/DataGrid/Virtualised',
  component: DataGrid<SampleContact>,
  tags: ['autodocs'],
  args: {
    label: 'Contacts',
    rows: contacts,
    columns: sampleContactColumns,
    initialSort: [{ id: 'id', desc: false }],
    isVirtualized: true,
    maxHeight: '24rem',
    showColumnFilters: false,
  },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    labels: { control: false },
    maxHeight: { control: 'text' },
  },
} satisfies Meta<typeof DataGrid<SampleContact>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The body rows in the DOM, as [aria-rowindex, cell texts]. */
// 100,000 rows take a while to sort and filter on a slow machine; wait for outcomes that long.
const slowly = { timeout: 15_000 };

const drawnRows = (grid: HTMLElement) =>
  [...grid.querySelectorAll<HTMLElement>('tbody > tr[aria-rowindex]')].map((row) => ({
    index: Number(row.getAttribute('aria-rowindex')),
    cells: [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  }));

/** 100,000 rows: scroll far, sort every row, and move down by keyboard past the rows first drawn. */
export const HundredThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Contacts' });
    const scroller = grid.parentElement as HTMLElement;
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    await expect(drawnRows(grid).length).toBeLessThan(100);

    scroller.scrollTop = scroller.scrollHeight * 0.75;
    await waitFor(() => expect(drawnRows(grid)[0]?.index).toBeGreaterThan(70_000), slowly);
    const far = drawnRows(grid);
    await expect(far.length).toBeLessThan(100);
    // A drawn row shows the contact its index names: ID is the first cell.
    await expect(far[0]?.cells[0]).toBe(String(far[0]!.index - 1));

    // Sorting orders all 100,000 rows: back at the top, the smallest amount of them all comes first.
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await waitFor(
      () =>
        expect(canvas.getByRole('columnheader', { name: /^Amount/ })).toHaveAttribute(
          'aria-sort',
          'ascending',
        ),
      slowly,
    );
    scroller.scrollTop = 0;
    await waitFor(() => expect(drawnRows(grid)[0]?.index).toBe(2), slowly);
    await expect(drawnRows(grid)[0]?.cells.at(-1)).toBe(smallestAmount);

    // Down by keyboard, well past the rows first drawn: each focused row is drawn and scrolled into view.
    const firstId = drawnRows(grid)[0]!.cells[0]!;
    await userEvent.click(canvas.getByRole('gridcell', { name: firstId }));
    for (let step = 0; step < 20; step += 1) await userEvent.keyboard('{ArrowDown}');
    const focused = document.activeElement as HTMLElement;
    await expect(focused.closest('tr')).toHaveAttribute('aria-rowindex', '22');
    const box = scroller.getBoundingClientRect();
    const cell = focused.getBoundingClientRect();
    await expect(cell.top >= box.top && cell.bottom <= box.bottom).toBe(true);
    await expect(drawnRows(grid).length).toBeLessThan(100);

    // Ctrl+End jumps to the last of the 100,000 rows, drawn once focus asks for it.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(
      () =>
        expect((document.activeElement as HTMLElement).closest('tr')).toHaveAttribute(
          'aria-rowindex',
          '100001',
        ),
      slowly,
    );
  },
};

/** Search and column filters narrow all the rows, not only the drawn ones. */
export const FilteredRows: Story = {
  args: { showColumnFilters: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Contacts' });
    // Pasted, so 100,000 rows are filtered once rather than once a keystroke.
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Filter ID' }));
    await userEvent.paste('99999');
    // Row 99,999 is far below the rows first drawn.
    await waitFor(() => expect(drawnRows(grid).map((row) => row.cells[0])).toEqual(['99999']), slowly);
    await expect(grid).toHaveAttribute('aria-rowcount', '3');
  },
};
