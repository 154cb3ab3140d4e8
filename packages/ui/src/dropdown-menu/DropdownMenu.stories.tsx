import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DropdownMenu } from './DropdownMenu';
import { DropdownMenuItem, DropdownMenuSection } from './DropdownMenuItem';

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d={d} />
    </svg>
  );
}

const icons = {
  edit: <Glyph d="M3 13h3l7-7-3-3-7 7z" />,
  copy: <Glyph d="M5 5h8v8H5zM3 11V3h8" />,
  trash: <Glyph d="M3 4h10M6 4V2.5h4V4M4.5 4l.5 9.5h6l.5-9.5" />,
  more: <Glyph d="M3 8h.01M8 8h.01M13 8h.01" />,
};

const meta = {
  title: 'Controls/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  args: {
    label: 'Actions',
    variant: 'default',
    size: 'md',
    placement: 'bottom-start',
    isDisabled: false,
    shouldCloseOnSelect: true,
    onAction: fn(),
    onOpenChange: fn(),
    children: [
      <DropdownMenuSection key="edit" title="Edit">
        <DropdownMenuItem key="rename" icon={icons.edit}>
          Rename
        </DropdownMenuItem>
        <DropdownMenuItem key="duplicate" icon={icons.copy}>
          Duplicate
        </DropdownMenuItem>
        <DropdownMenuItem key="archive" isDisabled>
          Archive
        </DropdownMenuItem>
      </DropdownMenuSection>,
      <DropdownMenuSection key="danger" title="Danger zone">
        <DropdownMenuItem key="delete" icon={icons.trash}>
          Delete
        </DropdownMenuItem>
      </DropdownMenuSection>,
    ],
  },
  argTypes: {
    children: { control: false },
    items: { control: false },
    trigger: { control: false },
    label: { control: 'text' },
    variant: {
      control: 'select',
      options: ['default', 'primary', 'success', 'info', 'warning', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    placement: {
      control: 'select',
      options: ['bottom-start', 'bottom', 'bottom-end', 'top-start', 'top-end', 'right-start', 'left-start'],
    },
    isOpen: { control: false },
    defaultOpen: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.click(trigger);
    const menu = await canvas.findByRole('menu', { name: 'Actions' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(menu).getByRole('group', { name: 'Edit' })).toBeInTheDocument();
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Archive' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }));
    await expect(args.onAction).toHaveBeenCalledWith('duplicate');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    // react-aria gives focus back a frame after the popup unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    // The disabled Archive is skipped.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('du');
    await expect(canvas.getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    // react-aria gives focus back a frame after the popup unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenCalledWith('rename');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions' }));
    const menu = await canvas.findByRole('menu');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const FlatList: Story = {
  args: {
    label: 'Sort by',
    children: [
      <DropdownMenuItem key="name">Name</DropdownMenuItem>,
      <DropdownMenuItem key="date">Date modified</DropdownMenuItem>,
      <DropdownMenuItem key="size">Size</DropdownMenuItem>,
    ],
  },
};

export const IconTrigger: Story = {
  args: { trigger: <Button aria-label="More actions" icon={icons.more} />, placement: 'bottom-end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    // Visible once the short fade-in has started to show it.
    await waitFor(() => expect(canvas.getByRole('menu', { name: 'More actions' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const PrimarySmall: Story = { args: { variant: 'primary', size: 'sm', label: 'New' } };

export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
  },
};

const people = [
  { id: 'ann', name: 'Ann Lee' },
  { id: 'bo', name: 'Bo Chan' },
  { id: 'cy', name: 'Cy Diaz' },
];

export const DynamicItems: Story = {
  render: (args) => (
    <DropdownMenu {...args} label="Assign to" items={people}>
      {(person) => <DropdownMenuItem key={person.id}>{person.name}</DropdownMenuItem>}
    </DropdownMenu>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Cy Diaz' }));
    await expect(args.onAction).toHaveBeenCalledWith('cy');
  },
};

/** Stays open, so the accessibility check covers the open menu. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    // The menu's code may still be on its way on first render; visible once the fade-in has started.
    const menu = await within(canvasElement).findByRole('menu', { name: 'Actions' });
    await waitFor(() => expect(menu).toBeVisible());
  },
};
