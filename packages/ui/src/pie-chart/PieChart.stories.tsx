import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PieChart, PolarAreaChart } from './PieChart';

const browsers = [
  { label: 'Chrome', value: 300 },
  { label: 'Firefox', value: 50 },
  { label: 'Safari', value: 100 },
  { label: 'Edge', value: 40 },
  { label: 'Opera', value: 120 },
];

const meta = {
  title: 'Charts/PieChart',
  component: PieChart,
  tags: ['autodocs'],
  args: {
    label: 'Browser share',
    data: browsers,
    variant: 'pie',
    innerRadiusRatio: 0.5,
    labelThreshold: 0.1,
    height: 260,
    showLegend: true,
    isAnimated: true,
    animationDuration: 1667,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['pie', 'donut', 'polar'] },
    innerRadiusRatio: { control: { type: 'range', min: 0, max: 0.9, step: 0.05 } },
    labelThreshold: { control: { type: 'range', min: 0, max: 0.5, step: 0.01 } },
    height: { control: { type: 'number', min: 120, max: 600 } },
    animationDuration: { control: { type: 'number', min: 0, max: 5000, step: 100 } },
    data: { control: 'object' },
  },
} satisfies Meta<typeof PieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pie: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Browser share' })).toBeInTheDocument();
    // Labels appear once the sweep-in is over; Edge (6.5%) is under the 0.1 threshold.
    const drawnLabels = () => [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    await waitFor(() => expect(drawnLabels()).toEqual(['49.2%', '16.4%', '19.7%']), { timeout: 4000 });
  },
};

export const Donut: Story = {
  args: { variant: 'donut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chrome = await canvas.findByRole('img', { name: 'Chrome: 300 (49.2%)' });
    await userEvent.hover(chrome);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Chrome');
    await expect(tooltip).toHaveTextContent('300 (49.2%)');
    await userEvent.unhover(chrome);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: Tab to a slice, arrows between slices',
  args: { isAnimated: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chrome = await canvas.findByRole('img', { name: 'Chrome: 300 (49.2%)' });
    await userEvent.tab();
    await expect(chrome).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Chrome');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('img', { name: 'Firefox: 50 (8.2%)' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Firefox');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('img', { name: 'Opera: 120 (19.7%)' })).toHaveFocus();
    // One tab stop for the whole pie: the next Tab leaves it for the legend.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Chrome' })).toHaveFocus();
  },
};

export const LegendToggle: Story = {
  args: { isAnimated: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The slices draw once the page has painted.
    await canvas.findByRole('img', { name: 'Chrome: 300 (49.2%)' });
    const chrome = canvas.getByRole('button', { name: 'Chrome' });
    await expect(chrome).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chrome);
    await expect(chrome).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('img', { name: /^Chrome:/ })).toBeNull();
    // The other slices now share the circle among themselves.
    await expect(canvas.getByRole('img', { name: 'Opera: 120 (38.7%)' })).toBeInTheDocument();
    await userEvent.click(chrome);
    await expect(canvas.getByRole('img', { name: 'Chrome: 300 (49.2%)' })).toBeInTheDocument();
  },
};

export const PolarArea: Story = {
  render: (args) => <PolarAreaChart {...args} label="Visits by channel" />,
  args: {
    data: [
      { label: 'Direct', value: 30 },
      { label: 'Search', value: 90 },
      { label: 'Social', value: 24 },
      { label: 'Email', value: 58 },
      { label: 'Referral', value: 40 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Visits by channel' })).toBeInTheDocument();
    await expect(await canvas.findByRole('img', { name: 'Search: 90 (37.2%)' })).toBeInTheDocument();
  },
};

export const WithoutLegend: Story = { args: { showLegend: false, isLabelVisible: true } };
