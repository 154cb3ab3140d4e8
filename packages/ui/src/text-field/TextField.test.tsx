import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { useFieldValidation } from '../field';
import { TextField } from './TextField';

const dangerRgb = 'rgb(169, 3, 41)';
const successRgb = 'rgb(74, 122, 74)';

function fieldOf(input: Element) {
  const field = input.closest('.atrium-field');
  if (!field) throw new Error('no field wrapper');
  return field;
}

function borderOf(input: Element) {
  return getComputedStyle(input.parentElement!).borderTopColor;
}

function EmailForm({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const validation = useFieldValidation(email, {
    isRequired: true,
    isEmail: true,
    messages: { email: 'The input is not a valid email address' },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validation.validate() === undefined) onSubmit(email);
      }}
    >
      <TextField label="Email" type="email" value={email} onChange={setEmail} {...validation.fieldProps} />
      <TextField label="Name" />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('is a textbox named by its label that reports typed text', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <TextField
        label="Full name"
        placeholder="John Doe"
        description="As on your passport"
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(input).toHaveAttribute('placeholder', 'John Doe');
    await expect.element(input).toHaveAccessibleDescription('As on your passport');
    await userEvent.type(input, 'Ann');
    await expect.element(input).toHaveValue('Ann');
    expect(onChange).toHaveBeenLastCalledWith('Ann');
  });

  it('marks a required field once for screen readers: the asterisk is hidden, the input is required', async () => {
    await renderWithTheme(<TextField label="Username" isRequired />);
    const input = page.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveAccessibleName('Username');
    await expect.element(input).toBeRequired();
    await expect.element(page.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an invalid field with a danger border, the is-invalid class and the message after it', async () => {
    await renderWithTheme(
      <main>
        <TextField
          label="Email"
          defaultValue="ann@"
          isInvalid
          errorMessage="The email address is not valid"
        />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('The email address is not valid');
    const field = fieldOf(input.element());
    expect(field.classList.contains('is-invalid')).toBe(true);
    expect(field.lastElementChild?.textContent).toBe('The email address is not valid');
    expect(borderOf(input.element())).toBe(dangerRgb);
    await expectNoAxeViolations();
  });

  it('shows a valid field with a success border and the is-valid class', async () => {
    await renderWithTheme(<TextField label="Email" defaultValue="ann@example.com" isValid />);
    const input = page.getByRole('textbox', { name: 'Email' }).element();
    expect(fieldOf(input).classList.contains('is-valid')).toBe(true);
    expect(borderOf(input)).toBe(successRgb);
  });

  it('skips a disabled field when tabbing and keeps a read-only one unchanged', async () => {
    await renderWithTheme(
      <>
        <TextField label="First" />
        <TextField label="Disabled" isDisabled />
        <TextField label="Read only" isReadOnly defaultValue="fixed" />
      </>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    const readOnly = page.getByRole('textbox', { name: 'Read only' });
    await expect.element(readOnly).toHaveFocus();
    await expect.element(page.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await userEvent.keyboard('abc');
    await expect.element(readOnly).toHaveValue('fixed');
  });

  it('draws adornments inside the box and passes the input type through', async () => {
    await renderWithTheme(
      <TextField label="Password" type="password" startAdornment={<span data-testid="lock">L</span>} />,
    );
    const input = page.getByLabelText('Password');
    await expect.element(input).toHaveAttribute('type', 'password');
    expect(input.element().parentElement?.contains(page.getByTestId('lock').element())).toBe(true);
  });

  it('keeps left-to-right text such as an address left to right in a right-to-left page, label included', async () => {
    await renderWithTheme(
      <>
        <TextField label="E-mail" dir="ltr" defaultValue="ada@example.com" />
        <TextField label="Name" />
      </>,
      { direction: 'rtl' },
    );
    const address = page.getByRole('textbox', { name: 'E-mail' }).element();
    expect(address.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(address).direction).toBe('ltr');
    // Only the typed text: the label and an ordinary field follow the page.
    expect(getComputedStyle(page.getByText('E-mail').element()).direction).toBe('rtl');
    expect(getComputedStyle(page.getByRole('textbox', { name: 'Name' }).element()).direction).toBe('rtl');
  });

  it('with useFieldValidation: silent while typing, shows the message after blur, follows the value after', async () => {
    await renderWithTheme(<EmailForm onSubmit={vi.fn()} />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ann@');
    await expect.element(page.getByText('The input is not a valid email address')).not.toBeInTheDocument();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(page.getByText('The input is not a valid email address')).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'example.com');
    await expect.element(page.getByText('The input is not a valid email address')).not.toBeInTheDocument();
    expect(fieldOf(input.element()).classList.contains('is-valid')).toBe(true);
  });

  it('with useFieldValidation: submit shows the message of an untouched field and blocks the callback', async () => {
    const onSubmit = vi.fn();
    await renderWithTheme(<EmailForm onSubmit={onSubmit} />);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.element(page.getByText('This field is required')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(page.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledWith('ann@example.com');
  });

  it('with native validation: a required field is flagged and focused on submit, with a custom message', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    await renderWithTheme(
      <form onSubmit={onSubmit}>
        <TextField
          label="Company"
          isRequired
          errorMessage={(v) => (v.validationDetails.valueMissing ? 'The company name is required' : null)}
        />
        <button type="submit">Save</button>
      </form>,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const input = page.getByRole('textbox', { name: 'Company' });
    await expect.element(page.getByText('The company name is required')).toBeVisible();
    await expect.element(input).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
