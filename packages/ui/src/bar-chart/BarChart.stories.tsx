import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BarChart } from './BarChart';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July'];
/** Seven months of two datasets, side by side. */
const datasets = [
  { key: 'first', label: 'My First dataset', values: [65, 59, 80, 81, 56, 55, 40] },
  { key: 'second', label: 'My Second dataset', values: [28, 48, 40, 19, 86, 27, 90] },
];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  args: {
    label: 'Monthly results',
    categories: months,
    series: datasets,
    isStacked: false,
    orientation: 'vertical',
    isAnimated: true,
    height: 300,
    onActiveCategoryChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    categories: { control: false },
    series: { control: false },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cursor = await canvas.findByRole('slider', { name: 'Categories' });
    await userEvent.hover(cursor);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('My First dataset');
    await userEvent.unhover(cursor);

    cursor.focus();
    await waitFor(() =>
      expect(cursor).toHaveAttribute('aria-valuetext', 'January: My First dataset 65, My Second dataset 28'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('February'));
    await expect(args.onActiveCategoryChange).toHaveBeenLastCalledWith(1);
  },
};

export const LegendToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'My Second dataset' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('columnheader', { name: 'My Second dataset' })).toBeNull();
    const first = canvas.getByRole('button', { name: 'My First dataset' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Stacked: Story = { args: { isStacked: true } };

export const Horizontal: Story = {
  args: { orientation: 'horizontal', height: 360 },
  play: async ({ canvasElement }) => {
    const cursor = await within(canvasElement).findByRole('slider', { name: 'Categories' });
    cursor.focus();
    await userEvent.keyboard('{End}');
    await expect(cursor).toHaveAttribute('aria-valuetext', 'July: My First dataset 40, My Second dataset 90');
  },
};

export const HorizontalStacked: Story = { args: { orientation: 'horizontal', isStacked: true, height: 360 } };

export const SingleSeries: Story = { args: { series: [datasets[0]!], valueDomain: { max: 100 } } };
