import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineEdit } from './InlineEdit';

const meta = {
  title: 'Controls/InlineEdit',
  component: InlineEdit,
  tags: ['autodocs'],
  args: { label: 'Username', defaultValue: 'superuser', mode: 'inline', onSave: fn(), onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    mode: { control: 'inline-radio', options: ['inline', 'popup'] },
    placeholder: { control: 'text' },
    isDisabled: { control: 'boolean' },
    value: { control: false },
    validate: { control: false },
    messages: { control: false },
  },
} satisfies Meta<typeof InlineEdit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Username: superuser' }));
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('admin{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('admin');
    await expect(canvas.getByRole('button', { name: 'Username: admin' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('dropped{Escape}');
    await expect(canvas.getByRole('button', { name: 'Username: admin' })).toBeVisible();
  },
};

export const Popup: Story = {
  args: { mode: 'popup', label: 'Nickname', defaultValue: 'awesome user!' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Nickname: awesome user!' }));
    const dialog = await body.findByRole('dialog', { name: 'Nickname' });
    const input = within(dialog).getByRole('textbox', { name: 'Nickname' });
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Ann');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('Ann');
    await expect(await body.findByRole('button', { name: 'Nickname: Ann' })).toBeVisible();
  },
};

export const SaveFails: Story = {
  args: {
    label: 'Email',
    defaultValue: 'john@example.com',
    onSave: fn(async () => {
      throw new Error('The server refused the change: try again later');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Email: john@example.com' }));
    await userEvent.keyboard('ann@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server refused the change');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  },
};

export const EmptyAndRequired: Story = {
  args: {
    label: 'Company',
    defaultValue: '',
    validate: (value) => (value.trim() === '' ? 'This field is required' : null),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Company: Empty' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('superuser')).toBeVisible();
  },
};
