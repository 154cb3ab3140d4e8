import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFocusRing, useField, mergeProps } from 'react-aria';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Field, FieldDescription, FieldError, FieldLabel } from './Field';
import { FieldControl } from './FieldControl';
import { FieldInput } from './Field.styles';
import type { FieldValidationState } from './fieldValidationState';
import { useFieldValidation } from './useFieldValidation';

interface PostalCodeFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  validationState?: FieldValidationState;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
}

/** How a control built elsewhere adopts the field chrome: react-aria `useField` plus the Field parts. */
function PostalCodeField({
  label,
  description,
  errorMessage,
  validationState,
  isRequired,
  isDisabled,
  isReadOnly,
  value,
  onChange,
  onBlur,
}: PostalCodeFieldProps) {
  const isInvalid = validationState === 'invalid';
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage,
    isInvalid,
  });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  return (
    <Field validationState={validationState} style={{ maxWidth: 280 }}>
      <FieldLabel {...labelProps} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldControl
        validationState={validationState}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isFocused={isFocused}
        isFocusVisible={isFocusVisible}
      >
        <FieldInput
          {...mergeProps(fieldProps, focusProps, { onBlur })}
          inputMode="numeric"
          required={isRequired}
          aria-invalid={isInvalid || undefined}
          disabled={isDisabled}
          readOnly={isReadOnly}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      </FieldControl>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      {isInvalid && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </Field>
  );
}

const meta = {
  title: 'Controls/Field',
  component: PostalCodeField,
  subcomponents: { Field, FieldLabel, FieldControl, FieldDescription, FieldError },
  tags: ['autodocs'],
  args: { label: 'Postal code', description: 'Five digits', value: '10001' },
  argTypes: {
    validationState: { control: 'inline-radio', options: [undefined, 'invalid', 'valid'] },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isReadOnly: { control: 'boolean' },
    onChange: { control: false },
    onBlur: { control: false },
  },
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await expect(input).toHaveAccessibleDescription('Five digits');
    await expect(input.closest('.atrium-field')).not.toHaveClass('is-invalid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Invalid: Story = {
  args: { value: '10A', validationState: 'invalid', errorMessage: 'Digits only please' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await expect(input).toHaveAccessibleDescription('Five digits Digits only please');
    const field = input.closest('.atrium-field');
    await expect(field).toHaveClass('is-invalid');
    await expect(field?.lastElementChild).toHaveTextContent('Digits only please');
  },
};

export const Valid: Story = {
  args: { validationState: 'valid' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal code' });
    await expect(input.closest('.atrium-field')).toHaveClass('is-valid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Postal code' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Postal code' })).toHaveAttribute(
      'readonly',
    );
  },
};

function ValidatedPostalCode() {
  const [value, setValue] = useState('');
  const validation = useFieldValidation(value, {
    isRequired: true,
    pattern: /\d{5}/,
    messages: { required: 'Please enter your postal code', pattern: 'Digits only please' },
  });
  return (
    <PostalCodeField
      label="Postal code"
      description="Five digits"
      isRequired
      value={value}
      onChange={setValue}
      onBlur={validation.fieldProps.onBlur}
      validationState={validation.isInvalid ? 'invalid' : validation.isValid ? 'valid' : undefined}
      errorMessage={validation.errorMessage}
    />
  );
}

/** `useFieldValidation` drives the state: quiet while typing, the message appears once the field is left. */
export const ValidatedOnBlur: Story = {
  render: () => <ValidatedPostalCode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Postal code' });
    await userEvent.type(input, '10A');
    await expect(canvas.queryByText('Digits only please')).toBeNull();
    await userEvent.tab();
    await expect(await canvas.findByText('Digits only please')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '10001');
    await waitFor(() => expect(input.closest('.atrium-field')).toHaveClass('is-valid'));
  },
};
