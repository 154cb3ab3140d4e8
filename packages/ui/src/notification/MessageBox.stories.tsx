import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { MessageBox, type MessageBoxProps } from './MessageBox';
import { variants, withNotifications } from './withNotifications';
import { useNotify } from './useNotify';

// Opens on demand: an open modal would cover the docs page.
function Trigger(props: MessageBoxProps) {
  const [isOpen, setOpen] = useState(false);
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Delete widget</Button>
      <p>Answer: {answer}</p>
      <MessageBox
        {...props}
        isOpen={isOpen}
        onRespond={(key) => {
          setOpen(false);
          setAnswer(key);
          props.onRespond(key);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Notifications/MessageBox',
  component: MessageBox,
  tags: ['autodocs'],
  args: {
    title: 'Delete widget',
    content: 'Warning: This action cannot be undone!',
    buttons: ['No', 'Yes'],
    variant: 'warning',
    onRespond: fn(),
  },
  argTypes: {
    variant: { control: 'select', options: variants },
    isOpen: { control: false },
    icon: { control: false },
  },
  render: (args) => <Trigger {...args} />,
} satisfies Meta<typeof MessageBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Delete widget' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete widget' });
    await expect(dialog).toHaveAccessibleDescription('Warning: This action cannot be undone!');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    // Focus stays inside: Tab from the last button wraps to the first.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRespond).toHaveBeenCalledWith('Yes');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByText('Answer: Yes')).toBeVisible();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete widget' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onRespond).toHaveBeenCalledWith('No');
    await expect(canvas.getByText('Answer: No')).toBeVisible();
  },
};

export const CustomKeys: Story = {
  args: {
    variant: 'danger',
    buttons: [
      { key: 'keep', label: 'Keep widget' },
      { key: 'delete', label: 'Delete', variant: 'danger' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete widget' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onRespond).toHaveBeenCalledWith('delete');
  },
};

function FactoryReset() {
  const notify = useNotify();
  const [answer, setAnswer] = useState('none yet');
  return (
    <>
      <Button
        variant="danger"
        onPress={async () =>
          setAnswer(
            await notify.confirm({
              title: 'Factory reset',
              content: 'Clear every layout setting and reload?',
              buttons: ['No', 'Yes'],
            }),
          )
        }
      >
        Factory reset
      </Button>
      <p>Answer: {answer}</p>
    </>
  );
}

/** Through `useNotify().confirm(...)`, which resolves with the pressed button's key. */
export const FromConfirm: Story = {
  decorators: [withNotifications],
  render: () => <FactoryReset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Factory reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Factory reset' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByText('Answer: Yes')).toBeVisible();
  },
};
