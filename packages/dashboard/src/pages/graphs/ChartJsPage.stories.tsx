import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import ChartJsPage from './ChartJsPage';

const meta = {
  title: 'Screens/Graphs/ChartJsPage',
  component: ChartJsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof ChartJsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six titled widgets; the bar chart's legend hides a dataset and shows it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Chart.js');
    for (const title of [
      'Line Chart',
      'Bar Chart',
      'Radar Chart',
      'Doughnut Chart',
      'Polar Chart',
      'Pie Chart',
    ]) {
      await expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    const doughnut = within(screen.getByRole('region', { name: 'Doughnut Chart' }));
    await expect(doughnut.getByRole('figure', { name: 'Visits by device' })).toBeInTheDocument();

    const bars = within(screen.getByRole('region', { name: 'Bar Chart' }));
    await bars.findByRole('figure', { name: 'Two datasets, January to July (bars)' });
    const second = bars.getByRole('button', { name: 'My Second dataset' });
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(bars.getByRole('columnheader', { name: 'My Second dataset' })).toBeInTheDocument();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(bars.queryByRole('columnheader', { name: 'My Second dataset' })).toBeNull();
    await userEvent.click(second);
    await expect(bars.getByRole('columnheader', { name: 'My Second dataset' })).toBeInTheDocument();
  },
};
