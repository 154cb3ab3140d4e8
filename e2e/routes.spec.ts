import { expect, test, type Page } from '@playwright/test';
import { documentTitle, fallbackPath, routes, type DashboardRoute } from '../packages/dashboard/src/routes';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

const desktop = { width: 1440, height: 900 };
const phone = { width: 320, height: 640 };

// Every route of the table, so a new page is covered the moment it joins the table. The routes are walked a
// few per test, each opened from the previous one by its address as the menu does: a page load costs more than
// the checks, and moving between pages is what people do (a page that leaves something broken behind fails
// here too). Each walk starts with a fresh load, and the tests run on parallel workers.
const routesPerWalk = 8;
const walks = Array.from({ length: Math.ceil(routes.length / routesPerWalk) }, (_, index) =>
  routes.slice(index * routesPerWalk, (index + 1) * routesPerWalk),
);
const address = (route: DashboardRoute) => route.example ?? route.path;

/** Opens a route by its address and waits for its page: the document title changes once the page has drawn. */
async function open(page: Page, route: DashboardRoute, isFirst: boolean) {
  if (isFirst) {
    await page.goto(`./#${address(route)}`);
    await waitForApp(page);
  } else {
    await page.evaluate((next) => {
      document.title = '';
      window.location.hash = next;
    }, address(route));
  }
  await expect(page).toHaveTitle(documentTitle(route));
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Checks read the page once its data has arrived, as a person reads it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const walk of walks) {
  test(`${walk[0]!.path} to ${walk.at(-1)!.path} render with no errors, fit 320 px and have no axe violations`, async ({
    page,
  }) => {
    test.setTimeout(walk.length * 20_000);
    const health = watchPageHealth(page);
    for (const [index, route] of walk.entries()) {
      await test.step(route.path, async () => {
        await page.setViewportSize(desktop);
        await open(page, route, index === 0);
        await expectNoAxeViolations(page);

        // Narrowed to a small phone in place, as rotating or resizing a window does to a running page.
        await page.setViewportSize(phone);
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
