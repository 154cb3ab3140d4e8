import { expect, test, type Page } from '@playwright/test';
import { naughtyStrings } from '../packages/ui/test/naughtyStrings';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

// One page load walks every sign-in screen (issue #23): the screens link to one another and the app moves
// between them without reloading, so each is checked with axe in the default skin (LTR) and again in Dark
// Elegance right to left, switched in place through the layout settings.

test.use({ viewport: { width: 1440, height: 900 } });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function socialPrompt(page: Page, provider: string, answer: 'Continue' | 'Cancel') {
  await page.getByRole('button', { name: `Sign in with ${provider}` }).click();
  await page
    .getByRole('alertdialog', { name: `${provider} (demo)` })
    .getByRole('button', { name: answer })
    .click();
}

test('sign-in screens: validation, social sign-in, lock and unlock, sign out, register, forgot password', async ({
  page,
}) => {
  // Five screens and six axe runs on one load: longer than a one-screen test, cheaper than five loads.
  test.setTimeout(120_000);
  const health = watchPageHealth(page);
  await page.goto('./#/login');
  await waitForApp(page);
  await expect(heading(page, 'Sign in to Atrium')).toBeVisible();
  await expectNoAxeViolations(page);

  // Validation, then hostile text in both fields: kept literally, only the usual message.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  const hostile = naughtyStrings[0]!;
  await page.getByLabel('E-mail').fill(hostile);
  await page.getByLabel('Password').fill(hostile);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(hostile);

  // A cancelled social sign-in is reported; a confirmed one signs in as the provider's user.
  await socialPrompt(page, 'Facebook', 'Cancel');
  await expect(page.getByRole('alert').filter({ hasText: 'Could not sign in with Facebook' })).toContainText(
    'Why did you cancel that? :(',
  );
  await socialPrompt(page, 'Google', 'Continue');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await waitForApp(page);
  await expect(page.getByText('Mira Okafor', { exact: true }).first()).toBeVisible();

  // Dark Elegance, right to left, switched in place.
  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expect(page).toHaveURL(/#\/inbox/);
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('RTL', { exact: true }).click();
  await page.getByText('Dark Elegance', { exact: true }).click();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-1');
  await page.keyboard.press('Escape');
  const lockedOn = new URL(page.url()).hash;

  // Lock: the user's name and picture; a password unlocks back to the same page.
  await page.getByRole('button', { name: 'Lock screen' }).click();
  await expect(heading(page, 'Mira Okafor')).toBeVisible();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await page.getByLabel('Password').fill('secret');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${lockedOn.replace(/[/#]/g, '\\$&')}$`));

  // Sign out returns to the sign-in screen, then register a new account with a hostile login.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(heading(page, 'Sign in to Atrium')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(heading(page, 'Create your Atrium account')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must agree with Terms and Conditions')).toBeVisible();
  const login = naughtyStrings[1]!;
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('E-mail').fill('new.user@atrium.dev');
  await page.getByLabel('Password', { exact: false }).first().fill('secret1');
  await page.getByLabel('Confirm password').fill('secret1');
  await page.getByLabel('First name').fill(naughtyStrings[2]!);
  await page.getByLabel('Last name').fill('Lindqvist');
  await page
    .getByRole('radiogroup', { name: /Gender/ })
    .getByText('Female')
    .click();
  await page
    .getByRole('radiogroup', { name: /User group/ })
    .getByText('Support')
    .click();
  await page.getByText('I agree with the Terms and Conditions').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByText(login, { exact: true }).first()).toBeVisible();

  // Forgot password: says where the link went.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await page.getByLabel('E-mail').fill('ada@atrium.dev');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
    'We sent a link to choose a new password to ada@atrium.dev.',
  );
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  health.expectHealthy();
});
