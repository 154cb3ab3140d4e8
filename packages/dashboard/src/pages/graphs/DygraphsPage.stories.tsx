import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inShellContent } from '../misc/shellContentDecorator';
import DygraphsPage from './DygraphsPage';

const meta = {
  title: 'Screens/Graphs/DygraphsPage',
  component: DygraphsPage,
  tags: ['autodocs'],
  decorators: [inShellContent],
} satisfies Meta<typeof DygraphsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastIndex = (cursor: HTMLElement) => Number(cursor.getAttribute('aria-valuemax'));

/** Zoom in on the temperatures narrows the visible days; Reset zoom brings back both years. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Graphs, Dygraphs');

    const temperatures = within(screen.getByRole('region', { name: 'Daily temperatures' }));
    await expect(temperatures.getByText(/To zoom, drag across the overview/)).toBeVisible();
    const cursor = await temperatures.findByRole('slider', { name: 'Data points' });
    await expect(cursor).toHaveAttribute('aria-valuemax', '730');
    const reset = temperatures.getByRole('button', { name: 'Reset zoom' });
    await expect(reset).toBeDisabled();

    await userEvent.click(temperatures.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(lastIndex(cursor)).toBeLessThan(400));
    await expect(reset).toBeEnabled();
    const zoomed = lastIndex(cursor);
    await userEvent.click(temperatures.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(lastIndex(cursor)).toBeLessThan(zoomed));

    reset.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cursor).toHaveAttribute('aria-valuemax', '730'));

    const stock = within(screen.getByRole('region', { name: 'Stock price' }));
    await expect(await stock.findByRole('slider', { name: 'Data points' })).toHaveAttribute(
      'aria-valuemax',
      '519',
    );
    await expect(stock.getByRole('button', { name: 'Reset zoom' })).toBeDisabled();
  },
};
