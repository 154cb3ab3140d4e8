import { expect, test } from '@playwright/test';
import { documentTitle, fallbackPath, routes } from '../packages/dashboard/src/routes';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

// Every route of the table, so a new page is covered the moment it joins the table. One load serves both
// widths: the page is checked on a desktop screen, then narrowed to a small phone in place, which is also
// what rotating or resizing a window does to a running page.
for (const route of routes) {
  test(`${route.path} renders with no errors, fits 320 px and has no axe violations`, async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto(`./#${route.example ?? route.path}`);
    await waitForApp(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wide content scrolls inside its own box; the page itself never scrolls sideways.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: 'pixels the page is wider than the screen',
      })
      .toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
}

test('an unknown URL lands on the login screen', async ({ page }) => {
  await page.goto('./#/no-such-page');
  await waitForApp(page);
  await expect(page).toHaveURL(new RegExp(`#${fallbackPath}$`));
  await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
});

test('the demo serves its data under api/', async ({ request }) => {
  const response = await request.get('./api/user.json');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toEqual({ username: expect.any(String), picture: expect.any(String) });
});
