import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ProgressBar } from './ProgressBar';

const variants = ['primary', 'success', 'info', 'warning', 'danger'] as const;

const meta = {
  title: 'Controls/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: {
    label: 'Uploading files',
    value: 45,
    minValue: 0,
    maxValue: 100,
    variant: 'primary',
    size: 'normal',
    textMode: 'outside',
    showValueLabel: true,
    isStriped: false,
    isAnimated: false,
    isIndeterminate: false,
    orientation: 'horizontal',
  },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'inline-radio', options: ['thin', 'normal'] },
    textMode: { control: 'inline-radio', options: ['outside', 'fill'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
    valueLabel: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading files' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(within(bar).getByText('45%')).toBeVisible();
  },
};

export const FillText: Story = {
  args: { textMode: 'fill', label: 'Profile completeness', value: 62 },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('62%');
    const fill = text.parentElement!.getBoundingClientRect();
    const box = text.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(fill.left);
    await expect(box.right).toBeLessThanOrEqual(fill.right);
  },
};

export const FillTextAtManyValues: Story = {
  args: { textMode: 'fill' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[0, 3, 25, 50, 80, 100].map((value) => (
        <ProgressBar key={value} {...args} value={value} label={`Task at ${value}%`} />
      ))}
    </div>
  ),
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {variants.map((variant, index) => (
        <ProgressBar key={variant} {...args} variant={variant} value={20 + index * 18} label={variant} />
      ))}
    </div>
  ),
};

export const VariantsWithFillText: Story = {
  args: { textMode: 'fill' },
  render: Variants.render,
};

export const Thin: Story = { args: { size: 'thin', label: 'Disk usage', value: 72, variant: 'warning' } };

export const Striped: Story = { args: { isStriped: true, variant: 'success', textMode: 'fill' } };

export const AnimatedStripes: Story = {
  args: { isAnimated: true, variant: 'info', label: 'Synchronising', value: 70 },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Preparing export' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Preparing export' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueLabel: Story = {
  args: { value: 3, maxValue: 8, valueLabel: '3 of 8 files', label: 'Uploading' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 8 files');
    await expect(within(bar).getByText('3 of 8 files')).toBeVisible();
  },
};

export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Storage used', textMode: 'fill', value: 34 },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, blockSize: 180 }}>
      <ProgressBar {...args} label="CPU" value={35} size="thin" variant="success" />
      <ProgressBar {...args} label="RAM" value={70} textMode="fill" variant="warning" />
      <ProgressBar {...args} label="Disk" value={90} textMode="fill" isStriped variant="danger" />
    </div>
  ),
};

export const Live: Story = {
  args: { textMode: 'fill' },
  render: function LiveProgress(args) {
    const [value, setValue] = useState(20);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <ProgressBar {...args} label="Import" value={value} />
        <Button onPress={() => setValue((current) => Math.min(100, current + 20))}>Advance</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Import' });
    await userEvent.click(canvas.getByRole('button', { name: 'Advance' }));
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    canvas.getByRole('button', { name: 'Advance' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
  },
};
