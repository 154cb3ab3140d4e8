import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow, waitForApp, watchPageHealth } from './pageHealth';

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const clipboardText = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('playground: a prop edited by keyboard redraws the preview, and its JSX copies', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/test');
  const preview = page.getByTestId('playground-preview');
  const jsx = page.getByRole('region', { name: 'JSX of the preview' });
  await expect(preview.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  await page.getByRole('checkbox', { name: 'isDisabled' }).focus();
  await page.keyboard.press('Space');
  await expect(preview.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.getByRole('radio', { name: 'Button' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Label' })).toBeChecked();
  await page.getByRole('textbox', { name: 'children' }).fill('Beta');
  await expect(preview).toHaveText('Beta');
  await expect(jsx).toHaveText('<Label variant="success">Beta</Label>');

  await page.getByRole('button', { name: 'Copy JSX' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
  expect(await clipboardText(page)).toBe('<Label variant="success">Beta</Label>');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  health.expectHealthy();
});

test('email template: rendered in a frame that runs no scripts, its source copies', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/email-template');
  const frame = page.getByTitle('Order confirmation email');
  // An empty sandbox: the email may run no script and cannot reach the page.
  await expect(frame).toHaveAttribute('sandbox', '');
  const email = page.frameLocator('iframe[title="Order confirmation email"]');
  await expect(email.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order, Mara!');
  await expect(email.getByRole('link', { name: 'View your order' })).toBeVisible();

  const source = page.getByRole('region', { name: 'Email HTML source' });
  await expect(source).toContainText('<table role="presentation"');
  await page.getByRole('button', { name: 'Copy HTML' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
  const copied = await clipboardText(page);
  expect(copied).toBe(await source.textContent());
  expect(copied).toMatch(/^<!DOCTYPE html>/);
  expect(copied).not.toMatch(/<script/i);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(email.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  health.expectHealthy();
});

test('shortcut panel: six tiles, the current page marked, unread mail counted, tiles navigate', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await open(page, '/invoice');
  const toggle = page.getByRole('button', { name: 'Shortcuts' });
  const panel = page.getByRole('dialog', { name: 'Shortcuts' });
  await toggle.click();
  const tiles = panel.getByRole('link');
  await expect(tiles).toHaveCount(6);
  await expect(tiles).toHaveText([/^Mail/, 'Calendar', 'Maps', 'Invoice', 'Gallery', 'My Profile']);
  await expect(panel.getByRole('link', { name: 'Invoice' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.locator('[aria-current]')).toHaveCount(1);
  // The inbox's own configuration serves the count the menu shows beside Inbox too.
  await expect(panel.getByRole('link', { name: /^Mail \d+ unread$/ })).toBeVisible();

  await panel.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/#\/gallery$/);
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(panel.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  await panel.getByRole('link', { name: 'My Profile' }).press('Enter');
  await expect(page).toHaveURL(/#\/profile$/);
  health.expectHealthy();
});
