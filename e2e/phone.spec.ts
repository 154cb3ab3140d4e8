import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './pageHealth';

test.use({ viewport: { width: 375, height: 812 } });

test('the header search is a button on a phone that opens the field, and Escape closes it', async ({
  page,
}) => {
  await page.goto('./#/dashboard');
  await waitForApp(page);
  const banner = page.getByRole('banner');
  const open = banner.getByRole('button', { name: 'Open search' });
  await expect(open).toBeVisible();
  await expect(banner.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await open.focus();
  await page.keyboard.press('Enter');
  const field = banner.getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();
  const box = (await banner.getByRole('search').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(open).toBeFocused();
});

test('the three header statistics share one row on a phone', async ({ page }) => {
  await page.goto('./#/dashboard');
  await waitForApp(page);
  const labels = ['My income', 'Site traffic', 'Site orders'].map((label) =>
    page.getByRole('main').getByText(label, { exact: true }),
  );
  for (const label of labels) await expect(label).toBeVisible();
  const boxes = await Promise.all(labels.map(async (label) => (await label.boundingBox())!));
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(375);
  // Spread over the width, as the original's three columns were, not bunched at one side.
  const spread = boxes.at(-1)!.x + boxes.at(-1)!.width - boxes[0]!.x;
  expect(spread).toBeGreaterThan(375 * 0.7);
});

test('a chat box opened on a phone is fully on screen', async ({ page }) => {
  await page.goto('./#/dashboard');
  await waitForApp(page);
  const messages = page.getByRole('region', { name: 'Messages' });
  const mira = messages.getByRole('button', { name: 'Mira Okafor (Online)' });
  await expect(async () => {
    await messages.scrollIntoViewIfNeeded();
    await expect(mira).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await mira.click();
  const chat = page.getByRole('region', { name: 'Chat with Mira Okafor' });
  await expect(chat).toBeVisible();
  await expect(async () => {
    const box = (await chat.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  }).toPass({ timeout: 5000 });
  await chat.getByRole('textbox', { name: 'Message to Mira Okafor' }).fill('On my way');
  await chat.getByRole('button', { name: 'Send message to Mira Okafor' }).click();
  await expect(chat.getByText('On my way')).toBeVisible();
});
