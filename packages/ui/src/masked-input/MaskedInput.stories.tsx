import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MaskedInput } from './MaskedInput';

const meta = {
  title: 'Controls/MaskedInput',
  component: MaskedInput,
  tags: ['autodocs'],
  args: { label: 'Phone', mask: 'phone', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    mask: { control: 'select', options: ['phone', 'date', 'card'] },
    description: { control: 'text' },
    placeholder: { control: 'text' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    value: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MaskedInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAccessibleDescription('Format: (555) 123-4567');
    await userEvent.type(input, '555x1234567');
    await expect(input).toHaveValue('(555) 123-4567');
    await expect(args.onChange).toHaveBeenLastCalledWith('(555) 123-4567');
  },
};

export const Date: Story = {
  args: { label: 'Birth date', mask: 'date' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(input, '02302025');
    await userEvent.tab();
    await expect(input).toHaveValue('02/30/2025');
    await expect(input).toHaveAccessibleDescription('Format: MM/DD/YYYY This date does not exist');
  },
};

export const Card: Story = {
  args: { label: 'Card number', mask: 'card', defaultValue: '4111111111111111' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};

export const CustomMask: Story = {
  args: {
    label: 'Product key',
    mask: {
      mask: '***-***-***',
      format: 'Format: three groups of three letters or digits',
      inputMode: 'text',
    },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Product key' });
    await userEvent.type(input, 'ab1cd2e');
    await expect(input).toHaveValue('ab1-cd2-e');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '5551234567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  },
};
