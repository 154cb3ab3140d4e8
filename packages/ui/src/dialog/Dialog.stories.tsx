import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Dialog } from './Dialog';
import { DialogTrigger } from './DialogTrigger';

const meta = {
  title: 'Controls/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Edit profile',
    children: 'Changes to your profile are visible to everyone in your team.',
    footer: (close: () => void) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="primary" onPress={close}>
          Save
        </Button>
      </>
    ),
    isDismissable: true,
    isKeyboardDismissDisabled: false,
    hasCloseButton: true,
    closeLabel: 'Close',
    role: 'dialog',
    onOpenChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: 'text' },
    footer: { control: false },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    width: { control: 'text' },
    isOpen: { control: false },
    defaultOpen: { control: false },
  },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Edit profile' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toHaveFocus());
    // Focus cycles inside the dialog: Close, Cancel, Save, then back to Close.
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndCloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Edit profile' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const BackdropClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit profile' });
    // A press inside the dialog keeps it open; a press on the backdrop closes it.
    await userEvent.click(body.getByText(/visible to everyone/));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(dialog.parentElement!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true, title: 'Terms of use' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Terms of use' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.parentElement!);
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    title: 'Delete project?',
    children: 'The project and its 12 tasks will be removed for good.',
    hasCloseButton: false,
    isDismissable: false,
    footer: (close: () => void) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="danger" onPress={close}>
          Delete
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete project?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The project and its 12 tasks will be removed for good.',
    );
    await expect(body.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A tab dialog, 600 px wide; a narrower window still fits it. */
export const FixedWidth: Story = {
  args: { title: 'Add tab', width: 600 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Add tab' });
    // Layout width, which the opening scale animation does not change.
    const expected = Math.min(600, dialog.parentElement!.clientWidth - 32);
    await expect(dialog.offsetWidth).toBe(expected);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Release notes',
    children: Array.from({ length: 40 }, (_, i) => <p key={i}>Change number {i + 1} in this release.</p>),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body.findByRole('dialog', { name: 'Release notes' });
    // The page behind does not scroll while the dialog is open; the dialog stays inside the window.
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden'));
  },
};

function ControlledDialog(args: Story['args']) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Show message</Button>
      <p>The dialog is {isOpen ? 'open' : 'closed'}.</p>
      <Dialog
        {...args}
        title="Saved"
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args?.onOpenChange?.(open);
        }}
        footer={
          <Button variant="primary" onPress={() => setOpen(false)}>
            OK
          </Button>
        }
      >
        Your settings were saved.
      </Dialog>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Show message' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Saved' });
    await expect(canvas.getByText('The dialog is open.')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('The dialog is closed.')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Saved' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('The dialog is closed.')).toBeInTheDocument();
  },
};

/** Open on load, so the accessibility check covers the open dialog. */
export const Open: Story = {
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger defaultOpen onOpenChange={onOpenChange}>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
};
