import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithTheme } from '../../../../ui/test/render';
import { naughtyStrings } from '../../../../ui/test/naughtyStrings';
import { RegistrationForm, ReviewForm } from './SmartOrderForms';
import { registrationMessages, reviewMessages } from './smartValidationForms';

// What a browser keeps of text with a lone surrogate, and what a single-line input keeps of line breaks.
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const asSingleLine = (text: string) => wellFormed(text).replace(/[\r\n]/g, '');
const asMultiLine = (text: string) => wellFormed(text).replace(/\r\n?/g, '\n');

const knownMessages = new Set<string>([
  ...Object.values(registrationMessages),
  ...Object.values(reviewMessages),
]);

describe('the Smart validation forms with hostile input', () => {
  it('show every naughty string literally, run none of them and only ever say their own messages', async () => {
    const onValid = vi.fn();
    await renderWithTheme(
      <main>
        <RegistrationForm onValid={onValid} />
        <ReviewForm onValid={onValid} />
      </main>,
    );
    const registration = page.getByRole('form', { name: 'Registration form' });
    const review = page.getByRole('form', { name: 'Review form' });
    const username = registration.getByRole('textbox', { name: 'Username' });
    const text = review.getByRole('textbox', { name: 'Review' });
    for (const hostile of naughtyStrings) {
      await userEvent.fill(username, hostile);
      await userEvent.fill(text, hostile);
      expect(username.element()).toHaveProperty('value', asSingleLine(hostile));
      expect(text.element()).toHaveProperty('value', asMultiLine(hostile));
    }
    await userEvent.click(registration.getByRole('button', { name: 'Register' }));
    await userEvent.click(review.getByRole('button', { name: 'Review it' }));
    await expect.element(registration.getByRole('alert')).toBeVisible();
    const shown = [...document.querySelectorAll('[role="alert"] li, .atrium-field-error')].map(
      (element) => element.textContent ?? '',
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) expect(knownMessages).toContain(message);
    expect('__pwned' in window).toBe(false);
    expect(onValid).not.toHaveBeenCalled();
  });
});
