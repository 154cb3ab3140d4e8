import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('desktop shell (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the menu works from the keyboard alone', async ({ page }) => {
    await page.goto('./#/blank');
    await waitForApp(page);
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Atrium Intel' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('button', { name: 'Atrium Intel' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Miscellaneous' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/app-layout$/);
  });

  test('minify and hide the menu from the shell controls', async ({ page }) => {
    await page.goto('./#/blank');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Minify menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Navigation panel' })).toHaveCSS('width', '45px');
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
  });

  test('switching language translates the shell at once, remembers it, and Arabic reads right to left', async ({
    page,
  }) => {
    await page.goto('./#/blank');
    await waitForApp(page);
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const germanMenu = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(germanMenu.getByRole('button', { name: 'Verschiedenes' })).toBeVisible();
    await page.reload();
    await expect(germanMenu).toBeVisible();
    await page.getByRole('button', { name: /Sprache/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile shell (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu is a drawer that closes after a link is followed', async ({ page }) => {
    await page.goto('./#/blank');
    await waitForApp(page);
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await mainMenu(page).getByRole('button', { name: 'Atrium Intel' }).click();
    await mainMenu(page).getByRole('link', { name: 'Prebuilt Skins' }).click();
    await expect(page).toHaveURL(/#\/prebuilt-skins$/);
    await expect(mainMenu(page)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('the header fits a phone: no control overlaps another, names stay for screen readers', async ({
    page,
  }) => {
    await page.goto('./#/dashboard');
    await waitForApp(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Toggle menu' })).toBeVisible();
    for (const width of [320, 375, 479]) {
      await page.setViewportSize({ width, height: 700 });
      const boxes = await banner
        .locator('a:visible, button:visible')
        .evaluateAll((elements) =>
          elements
            .map((element) => ({ name: element.textContent, rect: element.getBoundingClientRect() }))
            .filter(({ rect }) => rect.width > 1 && rect.bottom > 0 && rect.top < 49),
        );
      for (const [index, { rect }] of boxes.entries()) {
        expect(rect.right, `control ${index} at ${width} px`).toBeLessThanOrEqual(width);
        for (const other of boxes.slice(index + 1)) {
          const overlaps = rect.left < other.rect.right - 1 && other.rect.left < rect.right - 1;
          expect(overlaps, `${boxes[index]!.name} and ${other.name} at ${width} px`).toBe(false);
        }
      }
      await expect(banner.getByRole('link', { name: 'Atrium' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Language: English' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Full screen' })).toBeHidden();
    }
    await page.setViewportSize({ width: 480, height: 700 });
    await expect(banner.getByRole('button', { name: 'Full screen' })).toBeVisible();
  });

  test('the sign-in form follows the page heading on a phone, with no gap between', async ({ page }) => {
    await page.goto('./#/login');
    await waitForApp(page);
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    const form = await page.getByRole('heading', { name: 'Sign In', exact: true }).boundingBox();
    expect(form!.y - (heading!.y + heading!.height)).toBeLessThanOrEqual(48);
  });
});

test.describe('bad data and failures', () => {
  test('a 500 response shows the error box and leaves the page usable', async ({ page }) => {
    await page.route('**/api/user.json', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Database unavailable' }),
    );
    await page.goto('./#/blank');
    await waitForApp(page);
    const alert = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('group', { name: '500 Internal Server Error' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Database unavailable');
    await mainMenu(page).getByRole('button', { name: 'Atrium Intel' }).click();
    await mainMenu(page).getByRole('link', { name: 'App Layout', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('App Layout');
  });

  test('a malformed JSON response shows the error box and leaves the page usable', async ({ page }) => {
    await page.route('**/api/languages.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[{"key": "en",' }),
    );
    await page.goto('./#/blank');
    await waitForApp(page);
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByRole('group', { name: '200 Malformed response' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blank Page');
    await expect(mainMenu(page)).toBeVisible();
  });

  test('garbage in localStorage is ignored', async ({ page }) => {
    await page.addInitScript(() => {
      for (const key of ['skin', 'fixed-header', 'rtl', 'menu-on-top', 'fixed-ribbon', 'inside-container']) {
        localStorage.setItem(`atrium.layout.${key}`, '{"not":"a setting"');
      }
      localStorage.setItem('atrium.language', '\u0000<script>');
    });
    const health = watchPageHealth(page);
    await page.goto('./#/blank');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Blank Page');
    await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-0');
    await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'ltr');
    health.expectHealthy();
  });
});
