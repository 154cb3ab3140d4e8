import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mergeProps, useField, useFocusRing } from 'react-aria';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Field, FieldDescription, FieldError, FieldLabel } from './Field';
import { FieldControl } from './FieldControl';
import { FieldInput } from './Field.styles';
import type { FieldValidationState } from './fieldValidationState';

function CityField({ state, isRequired }: { state?: FieldValidationState; isRequired?: boolean }) {
  const isInvalid = state === 'invalid';
  const errorMessage = 'Please enter a city';
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label: 'City',
    description: 'Where you live',
    errorMessage,
    isInvalid,
  });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  return (
    <Field validationState={state} className="app-field">
      <FieldLabel {...labelProps} isRequired={isRequired}>
        City
      </FieldLabel>
      <FieldControl validationState={state} isFocused={isFocused} isFocusVisible={isFocusVisible}>
        <FieldInput
          {...mergeProps(fieldProps, focusProps)}
          required={isRequired}
          aria-invalid={isInvalid || undefined}
        />
      </FieldControl>
      <FieldDescription {...descriptionProps}>Where you live</FieldDescription>
      {isInvalid && <FieldError {...errorMessageProps}>{errorMessage}</FieldError>}
    </Field>
  );
}

function wrapperOf(name: string) {
  return page.getByRole('textbox', { name }).element().closest('.atrium-field')!;
}

describe('Field', () => {
  it('keeps the required asterisk out of the accessible name', async () => {
    await renderWithTheme(<CityField isRequired />);
    const input = page.getByRole('textbox', { name: 'City' });
    await expect.element(input).toHaveAccessibleName('City');
    await expect.element(input).toBeRequired();
    await expect.element(page.getByText('*')).toBeVisible();
  });

  it('puts the stable state class on the wrapper beside the app class', async () => {
    await renderWithTheme(<CityField state="invalid" />);
    expect([...wrapperOf('City').classList]).toEqual(
      expect.arrayContaining(['atrium-field', 'is-invalid', 'app-field']),
    );
    expect(wrapperOf('City').classList.contains('is-valid')).toBe(false);
    expect(wrapperOf('City').getAttribute('data-validation-state')).toBe('invalid');
  });

  it('shows the error message last, described to the input, with no axe violations', async () => {
    await renderWithTheme(
      <main>
        <CityField state="invalid" />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'City' });
    await expect.element(input).toHaveAccessibleDescription('Where you live Please enter a city');
    expect(wrapperOf('City').lastElementChild?.textContent).toBe('Please enter a city');
    expect(getComputedStyle(input.element().parentElement!).borderTopColor).toBe('rgb(169, 3, 41)');
    await expectNoAxeViolations();
  });

  it('draws the success border and a tick only when valid', async () => {
    await renderWithTheme(
      <>
        <CityField state="valid" />
      </>,
    );
    const frame = page.getByRole('textbox', { name: 'City' }).element().parentElement!;
    expect(getComputedStyle(frame).borderTopColor).toBe('rgb(74, 122, 74)');
    expect(frame.querySelector('svg')).not.toBeNull();
    expect(wrapperOf('City').classList.contains('is-valid')).toBe(true);
  });

  it('reads state colours from the skin, e.g. the colour-blind pair', async () => {
    await renderWithTheme(<CityField state="invalid" />, { isColorBlindFriendly: true });
    const frame = page.getByRole('textbox', { name: 'City' }).element().parentElement!;
    expect(getComputedStyle(frame).borderTopColor).toBe('rgb(166, 68, 11)');
  });

  it('draws the focus ring on keyboard focus only', async () => {
    // Focus comes back by Tab from a control before the field, not from outside the page, which a headless
    // browser may not hand back.
    await renderWithTheme(
      <>
        <button type="button">Before</button>
        <CityField />
      </>,
    );
    const input = page.getByRole('textbox', { name: 'City' });
    const frame = input.element().parentElement!;
    await input.click();
    expect(getComputedStyle(frame).outlineStyle).toBe('none');
    await page.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    expect(getComputedStyle(frame).outlineColor).toBe('rgb(26, 115, 232)');
  });

  it('renders no error element without a message', async () => {
    await renderWithTheme(
      <div data-testid="box">
        <FieldError>{''}</FieldError>
        <FieldError>{null}</FieldError>
      </div>,
    );
    expect(page.getByTestId('box').element().childElementCount).toBe(0);
  });
});
