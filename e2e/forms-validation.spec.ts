import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

const form = (page: Page, name: string) => page.getByRole('form', { name });

/** Switches skin and direction through the layout settings panel, on the page as it stands. */
async function darkSkinRightToLeft(page: Page) {
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Dark Elegance', { exact: true }).click();
  await page.getByText('RTL', { exact: true }).click();
  await page.keyboard.press('Escape');
  const root = page.locator('[data-skin]').first();
  await expect(root).toHaveAttribute('data-skin', 'smart-style-1');
  await expect(root).toHaveAttribute('dir', 'rtl');
}

/** Opens the focused select with the keyboard and picks the option whose name starts with `text`. */
async function pickWithKeyboard(page: Page, text: string) {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.use({ viewport: { width: 1440, height: 900 } });

test('/form/validation: checkout by keyboard alone, a posted comment, no axe violations in a dark skin right to left', async ({
  page,
}) => {
  // One load covers the keyboard walk, a post and axe in a dark skin: longer than one check, cheaper than three loads.
  test.setTimeout(60_000);
  const health = watchPageHealth(page);
  await page.goto('./#/form/validation');
  await waitForApp(page);
  const checkout = form(page, 'Checkout form');
  // The default skin's axe run is routes.spec's; this one checks a dark skin right to left after the posts.
  await expect(checkout).toBeVisible({ timeout: 15_000 });

  // Keyboard only: a submit of the empty form lands on the first field, then every field by Tab.
  await checkout.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(checkout.getByRole('alert')).toContainText('Please enter your first name');
  await expect(checkout.getByRole('textbox', { name: 'First name' })).toBeFocused();
  // Text arrives as keyboard input in one event per field (as a paste or an input method would send it).
  const typed = async (text: string) => {
    await page.keyboard.insertText(text);
    await page.keyboard.press('Tab');
  };
  await typed('Ada');
  await typed('Lindqvist');
  await typed('ada@example.com');
  await typed('+47 555 0101');
  await pickWithKeyboard(page, 'Nor');
  await page.keyboard.press('Tab');
  await typed('Oslo');
  await page.keyboard.insertText('01a');
  await expect(checkout.getByRole('textbox', { name: 'Post code' })).toHaveAccessibleDescription(
    'Digits only please',
  );
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Tab');
  await typed('Karl Johans gate 1');
  await typed('Ada Lindqvist');
  await typed('4111 1111 1111 1111');
  await typed('123');
  await pickWithKeyboard(page, 'Mar');
  await page.keyboard.press('Tab');
  await typed('2029');
  await expect(checkout.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Checkout Form' }).getByRole('status')).toContainText(
    'Every field is valid',
  );

  // The comment goes through the data layer; once stored, the form is replaced by its submitted marker.
  const comment = form(page, 'Comment form');
  await comment.getByRole('textbox', { name: 'Name' }).fill('<script>window.pwned = 1</script>');
  await comment.getByRole('textbox', { name: 'E-mail' }).fill('ines@example.com');
  await comment.getByRole('textbox', { name: 'Comment' }).fill('Lovely dashboard.');
  await comment.getByRole('button', { name: 'Post comment' }).click();
  const marker = page.getByRole('region', { name: 'Comment Form' }).getByRole('status');
  await expect(marker).toHaveText(/Your comment was successfully added!/);
  await expect(marker).toHaveAttribute('data-state', 'submitted');
  await expect(marker).toBeFocused();
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);

  await darkSkinRightToLeft(page);
  await expectNoAxeViolations(page);
  health.expectHealthy();
});
