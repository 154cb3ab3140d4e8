import { expect, test, type Page } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

// Axe in the default skin and one dark skin, both directions, on the page's one load; every other skin's
// colours are checked on the components' stories.
const looks = { skins: [smartDefault, darkElegance] };

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Nothing scrolls sideways at a wide desktop and at a phone's width. */
async function expectNoSidewaysScroll(page: Page) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('products view: search, filter and sort the catalogue cards', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/e-commerce/products-view');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(12, { timeout: 15_000 });
  // Every card picture is described and has its box reserved before it loads.
  for (const image of await cards.getByRole('img', { name: /view$/ }).all()) {
    await expect(image).toHaveAttribute('width', '400');
  }
  // The box is drawn over the native input, so it is pressed through its label, as a person does.
  await page.getByText('In stock only', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  await expect(cards).toHaveCount(11);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Footwear' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Stride Running Shoe');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInEveryLook(page, looks);
  health.expectHealthy();
});

test('product page: add to cart counts in the header and lasts the session', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/e-commerce/products-detail?product=voyager-daypack');
  await expect(page.getByRole('heading', { name: 'Voyager Daypack' })).toBeVisible({ timeout: 15_000 });
  const cart = page.getByRole('img', { name: /^Cart, / });
  await expect(cart).toHaveCount(0);
  await page.getByText('Sand', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Sand' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await page.getByRole('textbox', { name: 'Quantity' }).press('Tab');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 6 items');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInEveryLook(page, looks);
  // The cart is kept for the tab's session: another page, then a reload, still count it.
  await page.getByRole('link', { name: 'Products View' }).click();
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('img', { name: 'Cart, 6 items' })).toBeVisible({ timeout: 15_000 });
  health.expectHealthy();
});

test('invoice: totals from the lines, only the invoice prints, and a PDF downloads', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/invoice');
  const invoice = page.getByRole('article', { name: 'Invoice INV-2026-0042' });
  await expect(invoice.getByRole('row', { name: /^Total/ })).toContainText('$4,972.00', { timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Invoice' }).click();
  await page.getByRole('option', { name: /INV-2026-0044/ }).click();
  const other = page.getByRole('article', { name: 'Invoice INV-2026-0044' });
  // 2,400 + 18 × 125 + 6 × 99.99 − 150 credit = 5,099.94; 8.25 % tax 420.75.
  await expect(other.getByRole('row', { name: /^Subtotal/ })).toContainText('$5,099.94');
  await expect(other.getByRole('row', { name: /^Total/ })).toContainText('$5,520.69');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('INV-2026-0044.pdf');

  await page.emulateMedia({ media: 'print' });
  await expect(other).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navigation panel' })).toBeHidden();
  expect((await other.boundingBox())?.y).toBeLessThan(50);
  await page.emulateMedia({ media: 'screen' });

  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInEveryLook(page, looks);
  health.expectHealthy();
});

test('pricing table: the billing period switches every plan between monthly and yearly', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/pricing-table');
  const team = page.getByRole('article', { name: 'Team' });
  await expect(team).toContainText('$49.00', { timeout: 15_000 });
  const period = page.getByRole('radiogroup', { name: 'Billing period' });
  await expect(period.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  // An arrow key moves the choice, as in any radio group.
  await period.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(period.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(team).toContainText('$40.83');
  await expect(team).toContainText('Billed $490.00 yearly, saving $98.00');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolationsInEveryLook(page, looks);
  health.expectHealthy();
});
