import { expect, test, type Page } from '@playwright/test';
import { skins } from '../packages/ui/src/theme/skins';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryLook,
  waitForApp,
  watchPageHealth,
} from './pageHealth';

const darkElegance = skins.find((skin) => skin.name === 'smart-style-1')!;

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Axe in the default skin as loaded, then in a dark skin left to right and right to left, on the same load. */
async function expectAccessibleInThreeLooks(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsInEveryLook(page, { skins: [darkElegance] });
}

const box = (page: Page, name: string) =>
  page.getByRole('textbox', { name }).evaluate((input) => input.parentElement!.getBoundingClientRect());

test('/form/elements: every input type takes input, no axe violations in three looks', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/form/elements');
  await page.getByRole('textbox', { name: 'Username' }).fill('ann.smith');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('7');
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('7');
  await page.getByLabel('Date').fill('2026-12-24');
  await expect(page.getByLabel('Date')).toHaveValue('2026-12-24');
  await page.getByRole('listbox', { name: 'Teams' }).selectOption(['sales', 'legal']);
  await expect(page.getByRole('listbox', { name: 'Teams' })).toHaveValues(['sales', 'legal']);
  await page.getByText('Express (next day)').click();
  await expect(page.getByRole('radio', { name: 'Express (next day)' })).toBeChecked();
  const volume = page.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  await page.keyboard.press('End');
  await expect(volume).toHaveValue('100');
  await expectAccessibleInThreeLooks(page);
  health.expectHealthy();
});

test('/form/layouts: labels beside the fields, one-line and grid forms, no axe violations in three looks', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await open(page, '/form/layouts');
  const account = page.getByRole('form', { name: 'Account' });
  const label = await account.getByText('Full name').boundingBox();
  const field = await box(page, 'Full name');
  expect(label!.x + label!.width).toBeLessThanOrEqual(field.left);
  const inline = page.getByRole('form', { name: 'Sign in' });
  const [email, signIn] = await Promise.all([
    inline.getByRole('textbox', { name: 'Email' }).boundingBox(),
    inline.getByRole('button', { name: 'Sign in' }).boundingBox(),
  ]);
  expect(Math.abs(email!.y - signIn!.y)).toBeLessThan(4);
  await account.getByRole('textbox', { name: 'Full name' }).fill('Ann Smith');
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ann Smith');
  await expectAccessibleInThreeLooks(page);
  // Right to left, the label column moves to the right of the fields.
  const rtlLabel = await account.getByText('Full name').boundingBox();
  expect(rtlLabel!.x).toBeGreaterThanOrEqual((await box(page, 'Full name')).right);
  health.expectHealthy();
});

test('/form/bootstrap-forms: sizes, add-ons that work, no axe violations in three looks', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await open(page, '/form/bootstrap-forms');
  expect((await box(page, 'Large input')).height).toBe(42);
  expect((await box(page, 'Small input')).height).toBe(28);
  const gift = page.getByRole('textbox', { name: 'Gift message' });
  await expect(gift).toBeDisabled();
  // By keyboard: the native box is visually hidden under its drawn mark.
  await page.getByRole('checkbox', { name: 'Wrap as a gift' }).focus();
  await page.keyboard.press('Space');
  await gift.fill('Happy birthday!');
  await page.getByRole('button', { name: 'https://' }).click();
  await page.getByRole('menuitem', { name: 'ftp://' }).click();
  await expect(page.getByRole('button', { name: 'ftp://' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Read-only input' })).not.toBeEditable();
  await expectAccessibleInThreeLooks(page);
  health.expectHealthy();
});
