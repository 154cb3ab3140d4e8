import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import FlotPage from './FlotPage';

const meta = {
  title: 'Screens/Graphs/FlotPage',
  component: FlotPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof FlotPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Flot Charts');
    for (const name of [
      'Sine and cosine',
      'Site statistics',
      'Orders and returns by month',
      'Sales by platform, stacked',
      'Browser share',
      'Browser share (donut)',
      'Live random walk',
    ]) {
      await expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    }

    await step('the update interval is clamped to 1..2000 and rewritten', async () => {
      const field = screen.getByRole('textbox', { name: 'Update interval (ms)' });
      await expect(field).toHaveValue('1000');
      await userEvent.clear(field);
      await userEvent.type(field, '5000');
      await expect(field).toHaveValue('2000');
      await userEvent.clear(field);
      await userEvent.type(field, '0');
      await expect(field).toHaveValue('1');
      await userEvent.type(field, 'x');
      await expect(field).toHaveValue('1');
      // Back to the default, so the walk does not redraw every millisecond for the rest of the story.
      await userEvent.clear(field);
      await userEvent.type(field, '1000');
      await expect(field).toHaveValue('1000');
    });

    await step('the legend hides and shows a series', async () => {
      const sine = within(screen.getByRole('region', { name: 'Sin chart' }));
      const cosine = sine.getByRole('button', { name: 'cos(x)' });
      await expect(cosine).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(cosine);
      await expect(cosine).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(cosine);
      await expect(cosine).toHaveAttribute('aria-pressed', 'true');
    });
  },
};
