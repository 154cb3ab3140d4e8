import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Calendar } from './Calendar';

const day = (name: RegExp) => page.getByRole('button', { name });

describe('Calendar', () => {
  it('is a labelled grid whose keyboard moves by day, week, month, year and to the month ends', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <Calendar aria-label="Appointment" defaultValue={new Date(2025, 2, 14)} onChange={onChange} />,
    );
    await expect.element(page.getByRole('grid')).toHaveAccessibleName(/Appointment, March 2025/);
    day(/March 14, 2025/)
      .element()
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(day(/March 15, 2025/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(day(/March 8, 2025/)).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect.element(day(/February 8, 2025/)).toHaveFocus();
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await expect.element(day(/February 8, 2026/)).toHaveFocus();
    await expect.element(page.getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    await userEvent.keyboard('{End}');
    await expect.element(day(/February 28, 2026/)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(day(/February 1, 2026/)).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(new Date(2026, 1, 1));
  });

  it('marks today and the selected day for sight and for screen readers', async () => {
    const today = new Date();
    await renderWithTheme(<Calendar aria-label="Appointment" defaultValue={today} />);
    const cell = day(/^Today, /);
    await expect.element(cell).toBeVisible();
    expect(cell.element().closest('td')?.getAttribute('aria-selected')).toBe('true');
    const style = getComputedStyle(cell.element());
    expect(style.textDecorationLine).toBe('underline');
    expect(style.backgroundColor).toBe('rgb(228, 238, 248)');
    await expectNoAxeViolations();
  });

  it('disables unavailable and out-of-range days and the months and paging beyond the range', async () => {
    const onChange = vi.fn();
    await renderWithTheme(
      <Calendar
        aria-label="Appointment"
        defaultValue={new Date(2025, 2, 14)}
        minValue={new Date(2024, 11, 10)}
        maxValue={new Date(2025, 2, 20)}
        isDateUnavailable={(date) => date.getDate() === 17}
        onChange={onChange}
      />,
    );
    // Forced: Playwright would otherwise wait for aria-disabled days to become enabled.
    await day(/March 17, 2025/).click({ force: true });
    await day(/March 21, 2025/).click({ force: true });
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(day(/March 17, 2025/)).toHaveAttribute('aria-disabled', 'true');
    await expect.element(day(/March 21, 2025/)).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await expect.element(page.getByRole('option', { name: 'April' })).toBeDisabled();
    await expect.element(page.getByRole('option', { name: 'March' })).toBeEnabled();
    const years = page.getByRole('combobox', { name: 'Year' }).getByRole('option').elements();
    expect(years.map((option) => option.textContent)).toEqual(['2024', '2025']);
    await expectNoAxeViolations();
  });

  it('changes the visible month with the selectors without taking focus from them', async () => {
    await renderWithTheme(<Calendar aria-label="Appointment" defaultValue={new Date(2025, 2, 14)} />);
    const month = page.getByRole('combobox', { name: 'Month' });
    month.element().focus();
    // A closed select changes its value with the arrow keys; each change must leave focus on the select.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(month).toHaveValue('5');
    await expect.element(month).toHaveFocus();
    await expect.element(page.getByRole('grid')).toHaveAccessibleName(/May 2025/);
    await userEvent.selectOptions(month, '12');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Year' }), '1999');
    await expect.element(page.getByRole('grid')).toHaveAccessibleName(/December 1999/);
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect.element(month).toHaveValue('11');
  });
});
