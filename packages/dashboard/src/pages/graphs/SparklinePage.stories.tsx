import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import SparklinePage from './SparklinePage';

const meta = {
  title: 'Screens/Graphs/SparklinePage',
  component: SparklinePage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof SparklinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Sparkline Charts');

    const types = within(screen.getByRole('region', { name: 'Sparkline types table' }));
    const rowNames = types.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(rowNames).toEqual([
      'Bar',
      'Line',
      'Filled line',
      'Pie',
      'Box plot',
      'Bullet',
      'Tristate',
      'Discrete',
    ]);
    // Every sample is one image named by a summary of its data.
    await expect(types.getAllByRole('img')).toHaveLength(24);

    // Default sizes: bars 26 px high, 5 px wide, 2 px apart (12 bars take 82 px); lines 20 × 90; pies 90.
    const income = types.getByRole('img', { name: /^Income: / });
    await expect(income).toHaveAttribute('height', '26');
    await expect(income).toHaveAttribute('width', '82');
    const visits = types.getByRole('img', { name: /^Visits: / });
    await expect(visits).toHaveAttribute('width', '90');
    await expect(visits).toHaveAttribute('height', '20');
    await expect(types.getByRole('img', { name: /^Traffic sources/ })).toHaveAttribute('width', '90');

    const stats = within(screen.getByRole('region', { name: 'Inline statistics' }));
    await expect(stats.getByText('$47,171')).toBeVisible();
    await expect(stats.getByRole('img', { name: /^Income per week: / })).toBeInTheDocument();
  },
};
