import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { MaskedInput } from './MaskedInput';

describe('MaskedInput', () => {
  it('keeps the caret where a digit is typed in the middle, and Backspace over a literal deletes a digit', async () => {
    await renderWithTheme(<MaskedInput label="Phone" mask="phone" defaultValue="5551234567" />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    const element = input.element() as HTMLInputElement;
    await userEvent.click(input);
    element.setSelectionRange(2, 2);
    await userEvent.keyboard('9');
    await expect.element(input).toHaveValue('(595) 512-3456');
    expect(element.selectionStart).toBe(3);
    element.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    // The 5 before ") " went, and the caret sits where it was: after "(59".
    await expect.element(input).toHaveValue('(595) 123-456');
    expect(element.selectionStart).toBe(3);
  });

  it('takes a pasted number written any way', async () => {
    await renderWithTheme(<MaskedInput label="Phone" mask="phone" />);
    const input = page.getByRole('textbox', { name: 'Phone' });
    // fill inserts the whole text in one input event, as a paste does.
    await userEvent.fill(input, 'Tel. +555.123.4567');
    await expect.element(input).toHaveValue('(555) 123-4567');
  });

  it('explains the format, and says so when a value is left half typed, until it is finished', async () => {
    await renderWithTheme(
      <main>
        <MaskedInput label="Card" mask="card" />
      </main>,
    );
    const input = page.getByRole('textbox', { name: 'Card' });
    await expect.element(input).toHaveAccessibleDescription('Format: 16 digits, 1234 5678 9012 3456');
    await userEvent.type(input, '4111 1111');
    await userEvent.tab();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Incomplete: fill in every digit')).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.type(input, '11111111');
    await expect.element(input).toHaveValue('4111 1111 1111 1111');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('reads its digits left to right in a right-to-left page', async () => {
    await renderWithTheme(<MaskedInput label="Date" mask="date" defaultValue="12252025" />, {
      direction: 'rtl',
    });
    await expect.element(page.getByRole('textbox', { name: 'Date' })).toHaveAttribute('dir', 'ltr');
  });
});
