import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ScatterChart } from './ScatterChart';

const teams = [
  {
    key: 'north',
    label: 'North team',
    data: [
      { x: 2, y: 30, size: 12, label: 'Ann' },
      { x: 5, y: 42, size: 30, label: 'Ben' },
      { x: 7, y: 55, size: 8, label: 'Cy' },
    ],
  },
  {
    key: 'south',
    label: 'South team',
    data: [
      { x: 3, y: 20, size: 20, label: 'Dee' },
      { x: 6, y: 35, size: 16, label: 'Eli' },
      { x: 9, y: 70, size: 40, label: 'Fay' },
    ],
  },
];
const plain = teams.map((team) => ({ ...team, data: team.data.map(({ x, y, label }) => ({ x, y, label })) }));

const meta = {
  title: 'Charts/ScatterChart',
  component: ScatterChart,
  tags: ['autodocs'],
  args: {
    label: 'Experience and sales',
    series: plain,
    xLabel: 'Years',
    yLabel: 'Sales',
    sizeLabel: 'Deals',
    height: 300,
    isAnimated: true,
  },
  argTypes: { series: { control: false } },
} satisfies Meta<typeof ScatterChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scatter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursor = await canvas.findByRole('slider', { name: 'Data points' });
    cursor.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Ann');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cursor).toHaveAttribute('aria-valuetext', 'Dee (South team): Years 3, Sales 20');
    await userEvent.click(canvas.getByRole('button', { name: 'South team' }));
    await expect(canvas.queryByRole('rowheader', { name: 'Dee' })).toBeNull();
    await expect(cursor).toHaveAttribute('aria-valuemax', '2');
  },
};

export const Bubble: Story = {
  args: { series: teams },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(await canvas.findByRole('slider', { name: 'Data points' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Deals');
    await expect(canvas.getByRole('columnheader', { name: 'Deals' })).toBeInTheDocument();
  },
};

export const FixedDomains: Story = { args: { xDomain: [0, 10], yDomain: [0, 100] } };
