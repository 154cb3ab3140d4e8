import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Axe in the default skin, then in Dark Elegance right to left, then no sideways scroll at 375 px: one load. */
async function checkSkinsAndPhone(page: Page) {
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Dark Elegance', { exact: true }).click();
  await page.getByText('RTL', { exact: true }).click();
  await page.keyboard.press('Escape');
  const frame = page.locator('[data-skin]').first();
  await expect(frame).toHaveAttribute('data-skin', 'smart-style-1');
  await expect(frame).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

async function copiedText(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('/ui/icons-font-awesome: search by alias, copy, keyboard, styles load on demand', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/icons-font-awesome');
  const solid = page.getByRole('grid', { name: 'Solid icons' });
  await expect(solid).toBeVisible({ timeout: 15_000 });
  const filter = page.getByRole('searchbox', { name: 'Filter icons' });
  await filter.fill('home');
  await solid.getByRole('button', { name: 'fa-house', exact: true }).click();
  await expect(page.getByText('Copied fa-house:')).toBeVisible();
  expect(await copiedText(page)).toBe(
    "import { faHouse } from '@fortawesome/free-solid-svg-icons';\n<Icon icon={faHouse} />",
  );
  await page.keyboard.press('ArrowRight');
  await expect(solid.getByRole('button', { name: 'fa-house-chimney', exact: true })).toBeFocused();

  await page.getByRole('tab', { name: 'Brands' }).click();
  const brands = page.getByRole('grid', { name: 'Brands icons' });
  await expect(brands).toBeVisible({ timeout: 15_000 });
  await filter.fill('github');
  await brands.getByRole('button', { name: 'fa-github', exact: true }).press('Enter');
  await expect.poll(() => copiedText(page)).toContain("from '@fortawesome/free-brands-svg-icons'");
  await checkSkinsAndPhone(page);
  health.expectHealthy();
});

test('/ui/icons-glyph: search by either name and copy the JSX', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/icons-glyph');
  const grid = page.getByRole('grid', { name: 'Glyphs' });
  await page.getByRole('searchbox', { name: 'Filter glyphs' }).fill('floppy-disk');
  await grid.getByRole('button', { name: 'glyphicon-floppy-disk', exact: true }).click();
  await expect.poll(() => copiedText(page)).toBe('<Glyph name="glyphicon-floppy-disk" />');
  await page.getByRole('searchbox', { name: 'Filter glyphs' }).fill('<b>nothing</b>');
  await expect(page.getByText('Nothing matches “<b>nothing</b>”.')).toBeVisible();
  await checkSkinsAndPhone(page);
  health.expectHealthy();
});

test('/ui/icons-flags: flags load as they scroll in; search by country name', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/icons-flags');
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.locator('[data-status="loaded"]').first()).toBeVisible();
  // The last flags are not even drawn until the grid scrolls to them.
  await expect(grid.getByRole('button', { name: /^zw/ })).toHaveCount(0);
  await grid.getByRole('button').first().focus();
  await page.keyboard.press('Control+End');
  const zimbabwe = grid.getByRole('button', { name: 'zw Zimbabwe' });
  await expect(zimbabwe).toBeFocused();
  await expect(zimbabwe.locator('[data-status]')).toHaveAttribute('data-status', 'loaded');
  await page.getByRole('searchbox', { name: 'Filter flags' }).fill('switzerland');
  await grid.getByRole('button', { name: 'ch Switzerland' }).click();
  await expect.poll(() => copiedText(page)).toBe('<Flag code="ch" />');
  await checkSkinsAndPhone(page);
  health.expectHealthy();
});
