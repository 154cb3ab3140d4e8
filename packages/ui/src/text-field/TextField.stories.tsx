import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { useFieldValidation } from '../field';
import { TextField } from './TextField';

const envelope = (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
    <path d="M1 3h14v10H1zm1.5 1.5v.4L8 8.6l5.5-3.7v-.4zm11 2.2L8 10.4 2.5 6.7v4.8h11z" />
  </svg>
);

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full name', placeholder: 'John Doe', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'url', 'tel', 'search'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isValid: { control: 'boolean' },
    maxLength: { control: 'number' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    startAdornment: { control: false },
    endAdornment: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ann Smith');
    await expect(input).toHaveValue('Ann Smith');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ann Smith');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: { label: 'Username', placeholder: undefined, description: 'Letters, digits, dot and underscore' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters, digits, dot and underscore');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The asterisk is drawn but hidden from the accessible name; the input itself says "required".
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked value' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Fixed value' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'xyz');
    await expect(input).toHaveValue('Fixed value');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ann@',
    isInvalid: true,
    errorMessage: 'The input is not a valid email address',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The input is not a valid email address');
    await expect(input.closest('.atrium-field')).toHaveClass('is-invalid');
  },
};

export const Valid: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'ann@example.com', isValid: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input.closest('.atrium-field')).toHaveClass('is-valid');
  },
};

export const WithAdornments: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', startAdornment: envelope },
};

export const Types: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {(['text', 'email', 'password', 'url', 'tel', 'search'] as const).map((type) => (
        <TextField key={type} {...args} type={type} label={`Type ${type}`} placeholder={type} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Type password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('searchbox', { name: 'Type search' })).toBeVisible();
  },
};

function ContactEmail() {
  const [email, setEmail] = useState('');
  const validation = useFieldValidation(email, {
    isRequired: true,
    isEmail: true,
    messages: {
      required: 'The email address is required',
      email: 'The email address is not valid',
    },
  });
  return (
    <TextField
      label="Email"
      type="email"
      value={email}
      onChange={setEmail}
      description="Checked when you leave the field"
      {...validation.fieldProps}
    />
  );
}

/** `useFieldValidation`: nothing is said while the user types, the message appears on blur. */
export const ValidationOnBlur: Story = {
  render: () => <ContactEmail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ann@');
    await expect(canvas.queryByText('The email address is not valid')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('The email address is not valid')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'example.com');
    await waitFor(() => expect(canvas.queryByText('The email address is not valid')).toBeNull());
    await expect(input.closest('.atrium-field')).toHaveClass('is-valid');
  },
};

/** react-aria's native form validation: required and e-mail checks run on submit, the field takes focus. */
export const ValidationOnSubmit: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      <TextField
        label="Email"
        type="email"
        isRequired
        errorMessage={(v) =>
          v.validationDetails.valueMissing
            ? 'The email address is required'
            : 'The email address is not valid'
        }
      />
      <Button type="submit" variant="primary">
        Subscribe
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('The email address is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  },
};

/** Small, default and large: 28, 32 and 42 px, the heights of the buttons of those sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <TextField key={size} {...args} label={`Full name (${size})`} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['sm', 'md', 'lg'].map(
      (size) => canvas.getByRole('textbox', { name: `Full name (${size})` }).parentElement!.offsetHeight,
    );
    await expect(heights).toEqual([28, 32, 42]);
  },
};
