import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import HighchartTablesPage from './HighchartTablesPage';

const meta = {
  title: 'Screens/Graphs/HighchartTablesPage',
  component: HighchartTablesPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof HighchartTablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every table shows its cells beside its chart; hiding a slice in the pie leaves the table whole. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Highchart Tables');

    const sales = screen.getByRole('table', { name: 'Units sold per month' });
    await expect(sales).toBeVisible();
    await expect(within(sales).getByRole('columnheader', { name: 'Online shop' })).toBeVisible();
    await expect(within(sales).getByRole('rowheader', { name: 'Dec' })).toBeVisible();
    await expect(within(sales).getAllByRole('row')).toHaveLength(13);
    await expect(await screen.findByRole('figure', { name: 'Units sold per month (chart)' })).toBeVisible();

    await expect(screen.getByRole('table', { name: 'Visitors per month' })).toBeVisible();
    await expect(await screen.findByRole('figure', { name: 'Visitors per month (chart)' })).toBeVisible();

    const browsers = within(screen.getByRole('region', { name: 'Browser share (pie chart)' }));
    await expect(await browsers.findByRole('figure', { name: 'Visits per browser (chart)' })).toBeVisible();
    const safari = browsers.getByRole('button', { name: 'Safari' });
    await userEvent.click(safari);
    await expect(safari).toHaveAttribute('aria-pressed', 'false');
    const table = browsers.getByRole('table', { name: 'Visits per browser' });
    await expect(within(table).getByRole('rowheader', { name: 'Safari' })).toBeVisible();
  },
};
