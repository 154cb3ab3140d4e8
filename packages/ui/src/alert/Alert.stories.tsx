import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Alert } from './Alert';
import { alertIcons } from './alertIcons';

const variants = ['success', 'info', 'warning', 'danger'] as const;
const messages: Record<(typeof variants)[number], [string, string]> = {
  success: ['Success', 'Your profile was saved.'],
  info: ['Info', 'The report is generated every night at 2 AM.'],
  warning: ['Warning', 'Warning: This action cannot be undone!'],
  danger: ['Error', 'Sorry but there was a error.'],
};

const meta = {
  title: 'Controls/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    variant: 'info',
    children: 'The report is generated every night at 2 AM.',
    isDismissible: false,
    onDismiss: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: variants },
    role: { control: 'inline-radio', options: [undefined, 'alert', 'status'] },
    title: { control: 'text' },
    closeLabel: { control: 'text' },
    icon: { control: false },
    isOpen: { control: 'boolean' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('The report is generated every night at 2 AM.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div>
      {variants.map((variant) => (
        <Alert
          key={variant}
          {...args}
          variant={variant}
          icon={alertIcons[variant]}
          title={messages[variant][0]}
        >
          {messages[variant][1]}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};

export const WithTitleAndIcon: Story = {
  args: {
    variant: 'success',
    title: 'Saved',
    icon: alertIcons.success,
    children: 'Your profile was saved.',
  },
};

export const Dismissible: Story = {
  args: { variant: 'warning', isDismissible: true, children: 'Warning: This action cannot be undone!' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const DismissWithKeyboard: Story = {
  args: { variant: 'danger', isDismissible: true, children: 'Sorry but there was a error.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const CustomCloseLabel: Story = {
  args: { isDismissible: true, closeLabel: 'Hide notice' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hide notice' })).toBeVisible();
  },
};

export const ExplicitRole: Story = {
  args: { variant: 'danger', role: 'status', children: 'Sync failed; it will retry in a minute.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
  },
};

export const Controlled: Story = {
  args: { isDismissible: true, variant: 'success', children: 'Settings saved.' },
  render: function ControlledAlert(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <div>
        <Button onPress={() => setOpen(true)} isDisabled={isOpen}>
          Show message
        </Button>
        <Alert {...args} isOpen={isOpen} onOpenChange={setOpen} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Settings saved.');
  },
};
