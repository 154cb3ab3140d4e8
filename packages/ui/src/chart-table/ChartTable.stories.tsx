import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartTable } from './ChartTable';

const meta = {
  title: 'Charts/ChartTable',
  component: ChartTable,
  tags: ['autodocs'],
  args: {
    caption: 'Monthly sales',
    categoryLabel: 'Month',
    categories: ['January', 'February', 'March', 'April', 'May', 'June', 'July'],
    series: [
      { label: 'Tokyo', values: [7, 7, 9, 14, 18, 22, 25] },
      { label: 'London', values: [4, 4, 6, 8, 12, 15, 17] },
    ],
    chartType: 'bar',
    chartPlacement: 'start',
    height: 260,
    isAnimated: true,
  },
  argTypes: {
    chartType: { control: 'inline-radio', options: ['bar', 'line', 'pie'] },
    chartPlacement: { control: 'inline-radio', options: ['start', 'end'] },
    height: { control: { type: 'number', min: 120, max: 600 } },
    series: { control: 'object' },
    categories: { control: 'object' },
  },
} satisfies Meta<typeof ChartTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Monthly sales' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Tokyo' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'March' })).toBeVisible();
    await expect(canvas.getAllByRole('figure', { name: /Monthly sales/ })[0]).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: 'Monthly sales (chart)' })).toBeInTheDocument();
  },
};

export const Line: Story = { args: { chartType: 'line' } };

export const Pie: Story = {
  args: {
    chartType: 'pie',
    caption: 'Visits by browser',
    categoryLabel: 'Browser',
    categories: ['Chrome', 'Firefox', 'Safari', 'Edge'],
    series: [{ label: 'Visits', values: [560, 180, 160, 100] }],
    isAnimated: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Chrome: 560 (56%)' })).toBeInTheDocument();
    const firefox = canvas.getByRole('button', { name: 'Firefox' });
    await userEvent.click(firefox);
    await expect(firefox).toHaveAttribute('aria-pressed', 'false');
    // The table keeps every row: toggling the chart never hides data.
    const table = canvas.getByRole('table', { name: 'Visits by browser' });
    await expect(within(table).getByRole('rowheader', { name: 'Firefox' })).toBeVisible();
  },
};

export const TableFirst: Story = { args: { chartPlacement: 'end' } };
