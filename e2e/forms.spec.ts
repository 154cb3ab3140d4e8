import { expect, test, type Page } from '@playwright/test';
import { naughtyStrings } from '../packages/ui/test/naughtyStrings';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

// What a browser keeps of text with a lone surrogate: each becomes U+FFFD on its way through the page.
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const form = (page: Page, name: string) => page.getByRole('form', { name });

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('/form/bootstrap-validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('./#/form/bootstrap-validation');
    await waitForApp(page);
    await expect(form(page, 'Contact form')).toBeVisible({ timeout: 15_000 });
  });

  test('a keyboard-only submit focuses the first invalid field and a fixed form is sent', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    const profile = form(page, 'Profile form');
    await profile.getByRole('button', { name: 'Validate' }).focus();
    await page.keyboard.press('Enter');
    await expect(profile.getByRole('alert')).toContainText('The email address is required');
    const email = profile.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.type('ann@example');
    await expect(email).toHaveAccessibleDescription('The email address is not valid');
    await page.keyboard.type('.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Profile Form' }).getByRole('status')).toContainText(
      'Every field is valid',
    );
    await expect(profile.getByRole('alert')).toHaveCount(0);
    health.expectHealthy();
  });

  test('hostile text typed into the forms shows literally and runs nothing', async ({ page }) => {
    // Three fields times every naughty string: far more input than a usual test, so it gets triple time.
    test.slow();
    const health = watchPageHealth(page);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const contact = form(page, 'Contact form');
    const fullName = contact.getByRole('textbox', { name: 'Full name' });
    const email = contact.getByRole('textbox', { name: 'Email' });
    const content = contact.getByRole('textbox', { name: 'Content' });
    for (const text of naughtyStrings) {
      await fullName.fill(text);
      await email.fill(text);
      await content.fill(text);
      await expect(fullName).toHaveValue(wellFormed(text).replace(/[\r\n]/g, ''));
      await expect(content).toHaveValue(wellFormed(text).replace(/\r\n?/g, '\n'));
    }
    await contact.getByRole('button', { name: 'Send' }).click();
    await expect(contact.getByRole('alert')).toBeVisible();
    expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
    expect(dialogs).toBe(0);
    health.expectHealthy();
  });
});
