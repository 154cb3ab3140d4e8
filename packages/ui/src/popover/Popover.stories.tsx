import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Popover } from './Popover';

const meta = {
  title: 'Controls/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    trigger: <Button>Order details</Button>,
    title: 'Order #1023',
    children: (
      <>
        <p style={{ marginBlock: 0 }}>3 items, shipped on 12 May.</p>
        <a href="#tracking">Track parcel</a>
      </>
    ),
    placement: 'bottom',
    hasArrow: true,
    isDisabled: false,
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    title: { control: 'text' },
    placement: {
      control: 'select',
      options: [
        'top',
        'top-start',
        'top-end',
        'right',
        'right-start',
        'right-end',
        'bottom',
        'bottom-start',
        'bottom-end',
        'left',
        'left-start',
        'left-end',
      ],
    },
    offset: { control: { type: 'number', min: 0, max: 40 } },
    isOpen: { control: false },
    defaultOpen: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 120 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order details' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Order #1023' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // Focus moves to the first control inside, and Escape hands it back to the trigger.
    await waitFor(() => expect(body.getByRole('link', { name: 'Track parcel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order details' });
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Order #1023' });
    await userEvent.click(body.getByText('3 items, shipped on 12 May.'));
    await expect(popover).toBeInTheDocument();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    // A second press on the trigger closes it too.
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Order #1023' });
    await userEvent.click(trigger);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Order #1023' });
    await waitFor(() => expect(body.getByRole('link', { name: 'Track parcel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    // react-aria gives focus back a frame after the popup unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard(' ');
    await body.findByRole('dialog', { name: 'Order #1023' });
    await userEvent.keyboard('{Escape}');
  },
};

export const PlacementTop: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Order details' });
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog', { name: 'Order #1023' });
    await expect(popover).toHaveAttribute('data-placement', 'top');
    await waitFor(() =>
      expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const PlacementEnd: Story = { args: { placement: 'right' } };

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'Shipping address',
    trigger: <Button>Ship to</Button>,
    children: '12 Harbour Lane, Bristol',
    hasArrow: false,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ship to' }));
    const popover = await body.findByRole('dialog', { name: 'Shipping address' });
    await expect(popover).toHaveTextContent('12 Harbour Lane, Bristol');
    await userEvent.keyboard('{Escape}');
  },
};

export const WithForm: Story = {
  args: {
    title: 'Rename list',
    trigger: <Button>Rename</Button>,
    children: (close: () => void) => (
      <form
        style={{ display: 'grid', gap: 8 }}
        onSubmit={(event) => {
          event.preventDefault();
          close();
        }}
      >
        <label>
          Name <input defaultValue="Groceries" />
        </label>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const input = await body.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Order details' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

function ControlledPopover(args: Story['args']) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'center' }}>
      <Popover
        {...args}
        trigger={<Button>Order details</Button>}
        title="Order #1023"
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args?.onOpenChange?.(open);
        }}
      >
        Shipped on 12 May.
      </Popover>
      <Button onPress={() => setOpen(false)}>Close from outside</Button>
      <output>{isOpen ? 'Open' : 'Closed'}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledPopover {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Order details' }));
    await body.findByRole('dialog', { name: 'Order #1023' });
    await expect(canvas.getByText('Open')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close from outside' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Closed')).toBeInTheDocument();
  },
};

/** Open on load, so the accessibility check covers the open popover. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    // The panel's code may still be on its way on first render; visible once the fade-in has started.
    const popover = await body.findByRole('dialog', { name: 'Order #1023' });
    await waitFor(() => expect(popover).toBeVisible());
  },
};
