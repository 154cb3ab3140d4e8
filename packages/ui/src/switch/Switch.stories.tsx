import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Live stats', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    onText: { control: 'text' },
    offText: { control: 'text' },
    isSelected: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live stats' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

/** The template's on/off switch with the state written inside the track. */
export const WithText: Story = {
  args: { onText: 'ON', offText: 'OFF' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Live stats' })).toHaveFocus();
    await expect(canvas.getByText('OFF')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('ON')).toBeVisible();
  },
};

export const On: Story = { args: { defaultSelected: true, onText: 'ON', offText: 'OFF' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live stats' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Live stats' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};
