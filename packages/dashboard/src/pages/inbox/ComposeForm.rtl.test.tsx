import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../../../ui/test/render';
import { ComposeForm } from './ComposeForm';

const fields = {
  to: 'Lena Hoffmann <lena.hoffmann@atrium.example>, jonas.berg@atrium.example',
  cc: 'mira.okafor@atrium.example',
  bcc: '',
  subject: 'Floor plan',
  body: 'See you there.',
  attachments: [],
};

describe('the compose form on a right-to-left page', () => {
  it('keeps every address field left to right, while the subject and the text follow the page', async () => {
    await renderWithTheme(
      <ComposeForm
        fields={fields}
        onFieldChange={() => undefined}
        isSending={false}
        sendError={undefined}
        savedAt={undefined}
        onSend={() => undefined}
        onDiscard={() => undefined}
      />,
      { direction: 'rtl' },
    );
    for (const name of ['To', 'Cc', 'Bcc']) {
      const input = page.getByRole('textbox', { name, exact: true }).element();
      expect(input.getAttribute('dir'), name).toBe('ltr');
      expect(getComputedStyle(input).direction, name).toBe('ltr');
    }
    await expect.element(page.getByRole('textbox', { name: 'To' })).toHaveValue(fields.to);
    for (const name of ['Subject', 'Message']) {
      const input = page.getByRole('textbox', { name, exact: true }).element();
      expect(input.hasAttribute('dir'), name).toBe(false);
      expect(getComputedStyle(input).direction, name).toBe('rtl');
    }
    await expectNoAxeViolations();
  });
});
