import { useState } from 'react';
import { de } from 'date-fns/locale/de';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { DatePicker } from './DatePicker';

const march14 = new Date(2025, 2, 14);
const field = () => page.getByRole('textbox', { name: 'Due date' });
const trigger = () => page.getByRole('button', { name: 'Choose date Due date' });
const dialog = () => page.getByRole('dialog');

describe('DatePicker', () => {
  it('opens from the button with focus on the selected day, and Escape returns focus to the button', async () => {
    const onOpenChange = vi.fn();
    await renderWithTheme(<DatePicker label="Due date" defaultValue={march14} onOpenChange={onOpenChange} />);
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await trigger().click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(dialog()).toHaveAccessibleName('Choose date Due date');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('button', { name: /Friday, March 14, 2025/ })).toHaveFocus();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('moves with the arrow keys and picks with Enter, then closes and shows the day in the field', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<DatePicker label="Due date" defaultValue={march14} onChange={onChange} />);
    await trigger().click();
    await expect.element(page.getByRole('button', { name: /March 14, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}{PageDown}');
    await expect.element(page.getByRole('button', { name: /April 20, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2025, 3, 20));
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(field()).toHaveValue('04/20/2025');
    await expect.element(trigger()).toHaveFocus();
  });

  it('closes on a click outside without picking', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <>
        <DatePicker label="Due date" defaultValue={march14} onChange={onChange} />
        <p style={{ marginBlockStart: 320 }}>Text beside the picker</p>
      </>,
    );
    await trigger().click();
    await expect.element(dialog()).toBeVisible();
    // Forced: the click lands wherever the pointer is, as a user's would, even though the page is covered.
    await page.getByText('Text beside the picker').click({ force: true });
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes month and year with the selectors and picks a day there', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<DatePicker label="Due date" defaultValue={march14} onChange={onChange} />);
    await trigger().click();
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Month' }), 'October');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Year' }), '2030');
    await expect.element(page.getByRole('combobox', { name: 'Month' })).toHaveValue('10');
    await page.getByRole('button', { name: /October 2, 2030/ }).click();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2030, 9, 2));
    await expect.element(field()).toHaveValue('10/02/2030');
  });

  it('takes typed text on Enter or blur and explains text it cannot read', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<DatePicker label="Due date" onChange={onChange} />);
    await expect.element(field()).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await field().fill('7/4/2026');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2026, 6, 4));
    await expect.element(field()).toHaveValue('07/04/2026');

    await field().fill('07/40/2026');
    await userEvent.tab();
    await expect.element(field()).toHaveValue('07/40/2026');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('Enter a date as mm/dd/yyyy');
    expect(onChange).toHaveBeenCalledTimes(1);

    await field().fill('');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await expect.element(field()).not.toHaveAttribute('aria-invalid');
  });

  it('opens with Alt+ArrowDown from the field, taking the typed day first', async () => {
    const onChange = vi.fn();
    await renderWithTheme(<DatePicker label="Due date" defaultValue={march14} onChange={onChange} />);
    await field().click();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.element(page.getByRole('button', { name: /March 14, 2025/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(field()).toHaveFocus();

    await field().fill('05/20/2025');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.element(page.getByRole('button', { name: /May 20, 2025/ })).toHaveFocus();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2025, 4, 20));
  });

  it('marks days outside minValue and maxValue invalid with the bound in the display format', async () => {
    await renderWithTheme(
      <DatePicker
        label="Due date"
        defaultValue={march14}
        minValue={new Date(2025, 2, 10)}
        maxValue={new Date(2025, 2, 20)}
      />,
    );
    await field().fill('03/21/2025');
    await userEvent.tab();
    await expect.element(field()).toHaveAccessibleDescription('Choose a date on or before 03/20/2025');
    await trigger().click();
    await expect
      .element(page.getByRole('button', { name: /March 9, 2025/ }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
  });

  it('follows a controlled value and reports changes through onChange', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<Date | null>(march14);
      return (
        <DatePicker
          label="Due date"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    await renderWithTheme(<Controlled />);
    await trigger().click();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2025, 2, 15));
    await expect.element(field()).toHaveValue('03/15/2025');

    // A controlled value that the parent does not update stays put.
    await renderWithTheme(<DatePicker label="Fixed date" value={march14} />);
    const fixed = page.getByRole('textbox', { name: 'Fixed date' });
    await fixed.fill('01/01/2025');
    await userEvent.tab();
    await expect.element(fixed).toHaveValue('03/14/2025');
  });

  it('shows an error message after the field with a danger border when isInvalid', async () => {
    await renderWithTheme(
      <main>
        <DatePicker label="Due date" isInvalid errorMessage="Pick a date in this quarter" isRequired />
      </main>,
    );
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toBeRequired();
    await expect.element(field()).toHaveAccessibleDescription('Pick a date in this quarter');
    const style = getComputedStyle(field().element());
    expect(style.borderTopColor).toBe('rgb(169, 3, 41)');
    expect(style.fontSize).toBe('13px');
    expect(field().element().getBoundingClientRect().height).toBe(32);
    await expectNoAxeViolations();
  });

  it('does not open or take text while disabled', async () => {
    await renderWithTheme(<DatePicker label="Due date" defaultValue={march14} isDisabled />);
    await expect.element(field()).toBeDisabled();
    await expect.element(trigger()).toBeDisabled();
    await trigger().click({ force: true });
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('shows names, value and week order in another locale', async () => {
    await renderWithTheme(
      <DatePicker label="Lieferdatum" locale={de} format="d. MMMM yyyy" defaultValue={march14} />,
    );
    const input = page.getByRole('textbox', { name: 'Lieferdatum' });
    await expect.element(input).toHaveValue('14. März 2025');
    await page.getByRole('button', { name: /Lieferdatum/ }).click();
    await expect.element(page.getByRole('option', { name: 'Oktober' })).toBeInTheDocument();
    expect(dialog().element().querySelector('th')?.textContent).toBe('Mo');
    await userEvent.keyboard('{Escape}');
    await input.fill('1. April 2025');
    await userEvent.tab();
    await expect.element(input).toHaveValue('1. April 2025');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });
});
