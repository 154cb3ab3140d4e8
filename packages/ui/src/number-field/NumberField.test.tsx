import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { NumberField } from './NumberField';

const usd = { style: 'currency', currency: 'USD' } as const;
const amount = () => page.getByRole('textbox', { name: 'Amount' });

/** The spec's currency spinner (§9): USD, 5 to 2500, step 25, starting at 1000. */
const CurrencySpinner = (props: { defaultValue?: number; onChange?: (value: number) => void }) => (
  <NumberField
    label="Amount"
    formatOptions={usd}
    minValue={5}
    maxValue={2500}
    step={25}
    defaultValue={1000}
    {...props}
  />
);

describe('NumberField', () => {
  it('formats the value as currency and steps from the starting value with the arrow and page keys', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<CurrencySpinner onChange={onChange} />);
    // The steps count from the starting 1000, not from the minimum 5 (which would give 1005, 1030).
    await expect.element(amount()).toHaveValue('$1,000.00');
    await expect.element(amount()).not.toHaveAttribute('aria-invalid');
    await amount().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(amount()).toHaveValue('$1,025.00');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(amount()).toHaveValue('$1,050.00');
    expect(onChange).toHaveBeenLastCalledWith(1050);
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(amount()).toHaveValue('$1,025.00');
    await userEvent.keyboard('{PageUp}');
    await expect.element(amount()).toHaveValue('$1,050.00');
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect.element(amount()).toHaveValue('$1,000.00');
  });

  it('jumps to the lowest and highest values on the steps with Home and End', async () => {
    await renderWithTheme(<CurrencySpinner />);
    await amount().click();
    await userEvent.keyboard('{End}');
    await expect.element(amount()).toHaveValue('$2,500.00');
    await userEvent.keyboard('{Home}');
    // 5 is not 1000 minus a whole number of 25s; 25 is the lowest value that is.
    await expect.element(amount()).toHaveValue('$25.00');
  });

  it('clamps a typed value to the bounds on blur', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<CurrencySpinner onChange={onChange} />);
    await amount().fill('9999');
    await userEvent.keyboard('{Tab}');
    await expect.element(amount()).toHaveValue('$2,500.00');
    expect(onChange).toHaveBeenLastCalledWith(2500);
    await amount().fill('1');
    await userEvent.keyboard('{Tab}');
    await expect.element(amount()).toHaveValue('$25.00');
  });

  it('keeps a typed value between two steps and names the two accepted values around it', async () => {
    await renderWithTheme(
      <main>
        <CurrencySpinner />
      </main>,
    );
    await amount().fill('1010');
    await userEvent.keyboard('{Tab}');
    await expect.element(amount()).toHaveValue('$1,010.00');
    await expect.element(amount()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(amount())
      .toHaveAccessibleDescription('Values go in steps of $25.00: the nearest are $1,000.00 and $1,025.00.');
    await expectNoAxeViolations();
    await amount().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(amount()).toHaveValue('$1,025.00');
    await expect.element(amount()).not.toHaveAttribute('aria-invalid');
  });

  it('counts the steps from the minimum when there is no starting value', async () => {
    await renderWithTheme(<NumberField label="Amount" minValue={5} maxValue={2500} step={25} />);
    await amount().click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(amount()).toHaveValue('5');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(amount()).toHaveValue('30');
    await userEvent.keyboard('{End}');
    await expect.element(amount()).toHaveValue('2,480');
  });

  it('steps with the buttons and disables the one past a bound', async () => {
    await renderWithTheme(<CurrencySpinner defaultValue={2455} />);
    const increase = page.getByRole('button', { name: /Increase/ });
    const decrease = page.getByRole('button', { name: /Decrease/ });
    await decrease.click();
    await expect.element(amount()).toHaveValue('$2,430.00');
    await increase.click();
    await increase.click();
    await expect.element(amount()).toHaveValue('$2,480.00');
    await expect.element(increase).toBeDisabled();
    await expect.element(decrease).toBeEnabled();
  });

  it('steps decimals by 0.01 without floating-point noise', async () => {
    await renderWithTheme(
      <NumberField
        label="Rate"
        step={0.01}
        defaultValue={0.1}
        formatOptions={{ minimumFractionDigits: 2 }}
      />,
    );
    const rate = page.getByRole('textbox', { name: 'Rate' });
    await rate.click();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(rate).toHaveValue('0.12');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(rate).toHaveValue('0.09');
  });

  it('shows the error after the field with a danger border, and a success border when valid', async () => {
    await renderWithTheme(
      <main>
        <NumberField
          label="Amount"
          description="In dollars"
          isInvalid
          errorMessage="The price must be a number"
        />
        <NumberField label="Quantity" isValid defaultValue={2} />
      </main>,
    );
    await expect.element(amount()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(amount()).toHaveAccessibleDescription('In dollars The price must be a number');
    const group = amount().element().parentElement!;
    expect(getComputedStyle(group).borderTopColor).toBe('rgb(169, 3, 41)');
    expect(group.closest('.is-invalid')).not.toBeNull();
    const valid = page.getByRole('textbox', { name: 'Quantity' }).element().parentElement!;
    expect(getComputedStyle(valid).borderTopColor).toBe('rgb(74, 122, 74)');
    expect(valid.closest('.is-valid')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('ignores keys and buttons while disabled', async () => {
    await renderWithTheme(<NumberField label="Amount" isDisabled defaultValue={3} />);
    await expect.element(amount()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: /Increase/ })).toBeDisabled();
  });
});
