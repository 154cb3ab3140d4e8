import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { largeSeries, siteStatsSeries, sineSeries } from './demoData';
import { LineChart } from './LineChart';

const revenue = [
  {
    key: 'revenue',
    label: 'Revenue',
    data: [320, 540, 610, 480, 890, 1020, 760].map((y, x) => ({ x: x + 1, y })),
  },
  {
    key: 'costs',
    label: 'Costs',
    data: [210, 300, 350, 420, 410, 520, 480].map((y, x) => ({ x: x + 1, y })),
  },
];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  args: {
    label: 'Sine and cosine',
    series: sineSeries(),
    yDomain: { min: -1.1, max: 1.1 },
    variant: 'line',
    curve: 'monotone',
    hasPoints: true,
    isStacked: false,
    isAnimated: true,
    height: 280,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'area'] },
    curve: { control: 'select', options: ['linear', 'monotone', 'natural', 'step', 'basis'] },
    series: { control: false },
    formatX: { control: false },
    formatY: { control: false },
    toolbar: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sine and cosine, x 0 to 15, y -1.1 to 1.1 so the peaks clear the frame. */
export const Sine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursor = await canvas.findByRole('slider', { name: 'Data points' });
    await userEvent.hover(cursor);
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('sin(x)');
    await userEvent.unhover(cursor);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());

    await userEvent.tab();
    await expect(cursor).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('0');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cursor).toHaveAttribute('aria-valuenow', '1');
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('0.5'));
    await userEvent.keyboard('{End}');
    await expect(cursor).toHaveAttribute('aria-valuenow', '30');
  },
};

export const LegendToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cosine = canvas.getByRole('button', { name: 'cos(x)' });
    await expect(cosine).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'cos(x)' })).toBeInTheDocument();
    await userEvent.click(cosine);
    await expect(cosine).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('columnheader', { name: 'cos(x)' })).toBeNull();
    const sine = canvas.getByRole('button', { name: 'sin(x)' });
    await userEvent.click(sine);
    await expect(sine).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Site stats: y from 20 with 15 ticks, dates on x. */
export const SiteStats: Story = {
  args: {
    label: 'Site statistics',
    series: siteStatsSeries(),
    yDomain: { min: 20 },
    yTickCount: 15,
    curve: 'linear',
    hasPoints: true,
    height: 340,
  },
};

/** Revenue: y up to 1200, filled areas. */
export const Revenue: Story = {
  args: { label: 'Revenue', series: revenue, yDomain: { max: 1200 }, variant: 'area', hasPoints: false },
};

export const StackedAreas: Story = {
  args: {
    label: 'Revenue and costs, stacked',
    series: revenue,
    variant: 'area',
    isStacked: true,
    yDomain: {},
  },
};

export const StepCurve: Story = { args: { curve: 'step', hasPoints: false } };

export const TenThousandPoints: Story = {
  args: { label: 'Ten thousand points', series: [largeSeries(10_000)], yDomain: {}, hasPoints: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('slider')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(0);
    await expect(canvas.getByRole('table', { name: 'Ten thousand points (summary)' })).toBeInTheDocument();
  },
};

export const WithoutAnimation: Story = { args: { isAnimated: false } };
