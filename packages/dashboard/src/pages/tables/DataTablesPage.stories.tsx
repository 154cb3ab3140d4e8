import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoData } from '../misc/demoDataDecorator';
import { inShellContent } from '../misc/shellContentDecorator';
import DataTablesPage from './DataTablesPage';

// The grids read the demo's generated api/tables/datatables.standard.json, which Storybook serves.
const meta = {
  title: 'Screens/Tables/DataTablesPage',
  component: DataTablesPage,
  tags: ['autodocs'],
  decorators: [inShellContent, withDemoData],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DataTablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (grid: HTMLElement) =>
  [...grid.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const standard = screen.getByRole('grid', { name: 'Standard Data Tables' });
    await waitFor(
      () => expect(firstColumn(standard)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']),
      {
        timeout: 15_000,
      },
    );
    await expect(
      within(standard)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Phone', 'Company', 'Zip', 'City', 'Date']);
    const panel = screen.getByRole('region', { name: 'Standard Data Tables' });
    await expect(within(panel).getByText('Showing 1 to 10 of 100 entries')).toBeVisible();
    // Dates sort by time, not as text: the earliest year comes first.
    await userEvent.click(within(standard).getByRole('button', { name: 'Date' }));
    const years = [...standard.querySelectorAll('tbody tr')].map((row) =>
      row.lastElementChild?.textContent?.slice(-2),
    );
    await expect(years).toEqual(Array(10).fill('12'));
  },
};

export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Column Filters' }));
    await waitFor(() => expect(panel.getByText('Showing 1 to 10 of 100 entries')).toBeVisible(), {
      timeout: 15_000,
    });
    await userEvent.type(panel.getByRole('searchbox', { name: 'Filter City' }), 'bergen');
    await waitFor(() => expect(panel.getByText(/filtered from 100 total entries/)).toBeVisible());
    const cities = [...panel.getByRole('grid').querySelectorAll('tbody tr')].map(
      (row) => row.children[5]?.textContent,
    );
    await expect(cities.length).toBeGreaterThan(0);
    await expect(cities.every((city) => city === 'Bergen')).toBe(true);
  },
};

/** The child-row grid: a contact's button opens its phone, zip and date under it, and closes them again. */
export const ChildRows: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Child Rows' }));
    const button = await panel.findByRole('button', { name: 'Show details for Leila' }, { timeout: 15_000 });
    await expect(panel.queryByRole('columnheader', { name: 'Phone' })).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByText('1-207-107-0007')).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.queryByText('1-207-107-0007')).toBeNull();
  },
};
