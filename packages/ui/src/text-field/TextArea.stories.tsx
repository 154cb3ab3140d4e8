import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Comment', placeholder: 'Write a comment', rows: 3, onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    rows: { control: { type: 'number', min: 1, max: 20 } },
    maxLength: { control: 'number' },
    showCounter: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isValid: { control: 'boolean' },
    formatCounter: { control: false },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(input).toHaveValue('First line\nSecond line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const WithCounter: Story = {
  args: { label: 'Content', maxLength: 500, description: 'Plain text, no markup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 / 500')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Content' }), 'Hello there!');
    await expect(canvas.getByText('12 / 500')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Comments are closed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Comment' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Posted yesterday' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Comment' });
    await userEvent.type(input, 'more');
    await expect(input).toHaveValue('Posted yesterday');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Review',
    defaultValue: 'Too short',
    isInvalid: true,
    errorMessage: 'The review must be at least 20 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Review' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The review must be at least 20 characters');
  },
};

export const Valid: Story = {
  args: { label: 'Review', defaultValue: 'Solid build, quick delivery, would buy again.', isValid: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Review' });
    await expect(input.closest('.atrium-field')).toHaveClass('is-valid');
  },
};
