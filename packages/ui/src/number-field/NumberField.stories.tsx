import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Controls/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: {
    label: 'Quantity',
    defaultValue: 1,
    isDisabled: false,
    isReadOnly: false,
    isInvalid: false,
    isValid: false,
    isRequired: false,
    onChange: fn(),
  },
  argTypes: {
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    step: { control: 'number' },
    formatOptions: { control: 'object' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    validate: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase Quantity' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease Quantity' }));
    await expect(input).toHaveValue('1');
  },
};

/**
 * A currency spinner: USD, min 5, max 2500, step 25, starting at 1000. The steps count from the starting
 * value, so it accepts 25, 50, … 1000, 1025, … 2500.
 */
export const CurrencySpinner: Story = {
  args: {
    label: 'Amount',
    formatOptions: { style: 'currency', currency: 'USD' },
    minValue: 5,
    maxValue: 2500,
    step: 25,
    defaultValue: 1000,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('$1,000.00');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('$1,025.00');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('$1,050.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(1050);
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(input).toHaveValue('$1,000.00');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('$25.00');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('$2,500.00');
  },
};

/** A typed value between two steps stays as typed; the message names the accepted values either side. */
export const BetweenSteps: Story = {
  // `isInvalid` left unset: a set value, even false, overrides the field's own checks, as in react-aria.
  args: { ...CurrencySpinner.args, isInvalid: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(input);
    await userEvent.type(input, '1010');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,010.00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Values go in steps of $25.00: the nearest are $1,000.00 and $1,025.00.',
    );
  },
};

/** A decimal spinner: step 0.01. */
export const DecimalSpinner: Story = {
  args: { label: 'Rate', step: 0.01, defaultValue: 0.5, formatOptions: { minimumFractionDigits: 2 } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Rate' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('0.53');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('0.52');
  },
};

export const Percent: Story = {
  args: {
    label: 'Discount',
    defaultValue: 0.15,
    minValue: 0,
    maxValue: 1,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Discount' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('16%');
  },
};

/** A typed value outside the bounds is clamped when the field loses focus. */
export const ClampsOnBlur: Story = {
  args: { label: 'Refresh interval', minValue: 1, maxValue: 2000, defaultValue: 1000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Refresh interval' });
    await userEvent.clear(input);
    await userEvent.type(input, '5000');
    await userEvent.tab();
    await expect(input).toHaveValue('2,000');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
  },
};

export const WithDescription: Story = {
  args: { description: 'Between 1 and 10.', minValue: 1, maxValue: 10 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Quantity' }),
    ).toHaveAccessibleDescription('Between 1 and 10.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Price',
    isInvalid: true,
    errorMessage: 'The price must be a number',
    defaultValue: undefined,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Price' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The price must be a number');
  },
};

export const Valid: Story = {
  args: { isValid: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-valid')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 7 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('7');
  },
};
