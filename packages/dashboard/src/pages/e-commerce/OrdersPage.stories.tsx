import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import OrdersPage from './OrdersPage';

// The grid reads the demo's generated api/e-commerce/orders.json, which Storybook serves.
const meta = {
  title: 'Screens/ECommerce/OrdersPage',
  component: OrdersPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (grid: HTMLElement, index: number) =>
  [...grid.querySelectorAll('tbody tr')].map((row) => row.children[index]?.textContent ?? '');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'Orders' });
    await waitFor(() => expect(column(grid, 0)).toHaveLength(15), { timeout: 15_000 });
    const customers = column(grid, 1);
    await expect(customers).toEqual([...customers].sort());
    await expect(within(grid).getByRole('columnheader', { name: /^Cust ID/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(within(canvasElement).getByText('Showing 1 to 15 of 100 entries')).toBeVisible();
    // Statuses read as words on their coloured labels, and filter like any text.
    await userEvent.type(within(grid).getByRole('searchbox', { name: 'Filter Status' }), 'cancel');
    await waitFor(() => expect(new Set(column(grid, 6))).toEqual(new Set(['Cancelled'])));
  },
};
