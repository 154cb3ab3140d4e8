import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

const option = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await expect(option(page, 'Fixed Header')).toBeVisible();
}

/** Clicks the visible label, as a person would; the checkbox itself is visually hidden. */
async function toggle(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
}

test('every layout rule of spec §4 applies in the browser and survives a reload', async ({ page }) => {
  await page.goto('./#/blank');
  await waitForApp(page);
  await openSettings(page);
  await expectNoAxeViolations(page);

  // Fixed ribbon on turns on fixed header and navigation and turns off inside-container.
  await toggle(page, 'Inside Container');
  await expect(option(page, 'Inside Container')).toBeChecked();
  await toggle(page, 'Fixed Ribbon');
  await expect(option(page, 'Fixed Header')).toBeChecked();
  await expect(option(page, 'Fixed Navigation')).toBeChecked();
  await expect(option(page, 'Inside Container')).not.toBeChecked();

  // Fixed navigation off turns off fixed ribbon.
  await toggle(page, 'Fixed Navigation');
  await expect(option(page, 'Fixed Ribbon')).not.toBeChecked();
  await expect(option(page, 'Fixed Header')).toBeChecked();

  // Fixed navigation on turns off inside-container; inside-container on turns off fixed navigation.
  await toggle(page, 'Inside Container');
  await toggle(page, 'Fixed Navigation');
  await expect(option(page, 'Inside Container')).not.toBeChecked();
  await toggle(page, 'Inside Container');
  await expect(option(page, 'Fixed Navigation')).not.toBeChecked();

  // Fixed header off turns off fixed ribbon and fixed navigation.
  await toggle(page, 'Fixed Ribbon');
  await toggle(page, 'Fixed Header');
  await expect(option(page, 'Fixed Ribbon')).not.toBeChecked();
  await expect(option(page, 'Fixed Navigation')).not.toBeChecked();

  // Menu on top, RTL, colour-blind mode and a skin, then a reload keeps them all.
  await toggle(page, 'Menu on top');
  await toggle(page, 'RTL');
  await toggle(page, 'Glass');
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-5');
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-5');
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
  await openSettings(page);
  await expect(option(page, 'Menu on top')).toBeChecked();
  await expect(option(page, 'RTL')).toBeChecked();
  await expect(option(page, 'Fixed Header')).not.toBeChecked();
  await expectNoAxeViolations(page);
});

test('factory reset asks first, then clears every stored setting and reloads', async ({ page }) => {
  await page.goto('./#/blank');
  await waitForApp(page);
  await openSettings(page);
  await toggle(page, 'Fixed Footer');
  await toggle(page, 'Dark Elegance');

  await page.getByRole('button', { name: 'Factory Reset' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'No' }).click();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-1');

  await page.getByRole('button', { name: 'Factory Reset' }).click();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click(),
  ]);
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-0');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('atrium.layout')),
  );
  expect(stored).toEqual([]);
});

test('menu on top opens no drop-down on load; one opened on demand closes on a click outside and on Escape', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('atrium.layout.menu-on-top', 'true'));
  await page.goto('./#/dashboard');
  await waitForApp(page);
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  const dashboard = menu.getByRole('button', { name: 'Dashboard' });
  await expect(dashboard).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'Social Wall' })).toBeHidden();
  await dashboard.click();
  await expect(menu.getByRole('link', { name: 'Social Wall' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(dashboard).toHaveAttribute('aria-expanded', 'false');
  await dashboard.click();
  await page.keyboard.press('Escape');
  await expect(dashboard).toHaveAttribute('aria-expanded', 'false');
  await dashboard.click();
  await menu.getByRole('link', { name: 'Social Wall' }).click();
  await expect(page).toHaveURL(/#\/dashboard-social$/);
  await expect(menu.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-expanded', 'false');
});

test('the layout settings gear covers no button of the page, however far it scrolls', async ({ page }) => {
  await page.goto('./#/dashboard');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Layout settings' })).toBeVisible();
  const widgetButtons = page.getByRole('main').getByRole('region').locator('button:visible');
  await expect(widgetButtons.first()).toBeVisible();
  // Scroll each button up to just under the header, where a tab fixed at the page's edge would sit.
  const covered = await widgetButtons.evaluateAll((buttons) =>
    buttons.flatMap((button) => {
      const box = button.getBoundingClientRect();
      if (box.width === 0) return [];
      window.scrollBy(0, box.top + box.height / 2 - 75);
      const now = button.getBoundingClientRect();
      const hit = document.elementFromPoint(now.left + now.width / 2, now.top + now.height / 2);
      return hit?.closest('[aria-label="Layout settings"]') ? [button.getAttribute('aria-label')] : [];
    }),
  );
  expect(covered).toEqual([]);
});
