import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dial } from './Dial';

const meta = {
  title: 'Controls/Dial',
  component: Dial,
  tags: ['autodocs'],
  args: { label: 'Volume', defaultValue: 35, onChange: fn(), onChangeEnd: fn() },
  argTypes: {
    label: { control: 'text' },
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    step: { control: 'number' },
    size: { control: { type: 'range', min: 60, max: 200, step: 10 } },
    isDisabled: { control: 'boolean' },
    value: { control: false },
    formatOptions: { control: false },
  },
} satisfies Meta<typeof Dial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Volume' });
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(slider).toHaveValue('36');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('100');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(100);
    await userEvent.keyboard('{Home}');
    await expect(within(canvasElement).getByText('0')).toBeVisible();
  },
};

export const Percent: Story = {
  args: {
    label: 'Opacity',
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.6,
    size: 140,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Opacity' });
    await expect(slider).toHaveAttribute('aria-valuetext', '60%');
  },
};

export const Small: Story = {
  args: { label: 'Bass', size: 64, minValue: -12, maxValue: 12, defaultValue: 3 },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: 'Volume' })).toBeDisabled();
  },
};
