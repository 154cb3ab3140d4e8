import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EasyPieChart } from './EasyPieChart';

const meta = {
  title: 'Charts/EasyPieChart',
  component: EasyPieChart,
  tags: ['autodocs'],
  args: { label: 'Server load', value: 65, size: 110, variant: 'primary', animationDuration: 1500 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    size: { control: { type: 'number', min: 25, max: 240 } },
    lineWidth: { control: { type: 'number', min: 1, max: 30 } },
    variant: { control: 'select', options: ['primary', 'success', 'info', 'warning', 'danger'] },
    animationDuration: { control: { type: 'number', min: 0, max: 5000, step: 100 } },
    showValueLabel: { control: 'boolean' },
  },
} satisfies Meta<typeof EasyPieChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Server load' });
    await expect(meter).toHaveAttribute('aria-valuenow', '65');
    await expect(meter).toHaveAttribute('aria-valuetext', '65%');
    const bar = canvasElement.querySelector<SVGCircleElement>('[data-part="bar"]')!;
    const target = Number(bar.style.strokeDashoffset);
    // The sweep runs 1.5 s from an empty ring; poll until the drawn ring has reached the value.
    await waitFor(() => expect(parseFloat(getComputedStyle(bar).strokeDashoffset)).toBeCloseTo(target, 0), {
      timeout: 4000,
      interval: 100,
    });
  },
};

export const Small: Story = {
  name: 'Small (size 25)',
  args: { size: 25, value: 40, label: undefined, 'aria-label': 'Disk usage' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Disk usage' });
    await expect(meter).toHaveAttribute('aria-valuenow', '40');
    await expect(within(canvasElement).queryByText('40%')).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {(['primary', 'success', 'info', 'warning', 'danger'] as const).map((variant, index) => (
        <EasyPieChart key={variant} {...args} variant={variant} value={20 + index * 18} label={variant} />
      ))}
    </div>
  ),
};

export const CustomRange: Story = {
  name: 'Custom range and value text',
  args: { label: 'Tickets closed', minValue: 0, maxValue: 40, value: 30, valueLabel: '30 of 40' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Tickets closed' });
    await expect(meter).toHaveAttribute('aria-valuemax', '40');
    await expect(meter).toHaveAttribute('aria-valuetext', '30 of 40');
  },
};
