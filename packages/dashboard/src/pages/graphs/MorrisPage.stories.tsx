import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import MorrisPage from './MorrisPage';

const meta = {
  title: 'Screens/Graphs/MorrisPage',
  component: MorrisPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof MorrisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Morris Charts');
    for (const name of [
      'Quarterly sales by item',
      'Y and Z over 2011',
      'Y by quarter',
      'X, Y and Z by year',
      'X, Y and Z by year, stacked',
      'X, Y and Z by year, horizontal',
      'Licenses per year',
      'Sine and cosine in percent',
      'Damped waves with negative values',
      'Sales by channel',
      'Daily page views',
    ]) {
      await expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }

    await step('the legend of the normal bar graph hides and shows a series', async () => {
      const bars = within(screen.getByRole('region', { name: 'Normal bar graph' }));
      const y = bars.getByRole('button', { name: 'Y' });
      await userEvent.click(y);
      await expect(y).toHaveAttribute('aria-pressed', 'false');
      // Only the widget's own chart changes: the stacked graph still shows Y.
      const stacked = within(screen.getByRole('region', { name: 'Stacked bar graph' }));
      await expect(stacked.getByRole('button', { name: 'Y' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(y);
      await expect(y).toHaveAttribute('aria-pressed', 'true');
    });

    await step('the time graph zooms in and resets', async () => {
      const time = within(screen.getByRole('region', { name: 'Time graph' }));
      const reset = time.getByRole('button', { name: 'Reset zoom' });
      await expect(reset).toBeDisabled();
      await userEvent.click(time.getByRole('button', { name: 'Zoom in' }));
      await expect(reset).toBeEnabled();
      await userEvent.click(reset);
      await expect(reset).toBeDisabled();
    });
  },
};
