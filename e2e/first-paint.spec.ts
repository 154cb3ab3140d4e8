import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageHealth } from './pageHealth';

// The built index.html carries the frame as static HTML, so a first visit paints before any script arrives.

const expectFrame = async (page: Page) => {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Navigation panel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Widgets' })).toBeVisible();
};

// Only the page's own inline scripts run: what a visitor sees while the bundles are still on their way.
const withoutBundles = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('index.html paints the header and the menu', async ({ page }) => {
    await page.goto('./#/dashboard');
    await expectFrame(page);
    await expect(page.getByRole('region', { name: 'Ribbon' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('before the bundles arrive, pages in the frame show it and preload their chunks', async ({ page }) => {
  await withoutBundles(page);
  await page.goto('./#/dashboard');
  await expectFrame(page);
  // axe needs scripts, so the static frame is checked here rather than with JavaScript off.
  await expectNoAxeViolations(page);
  await expect(page.locator('link[rel="modulepreload"][href*="DashboardPage"]')).toHaveCount(1);
  // The shell (header, menu, ribbon) and what it draws with travel in one file (apps/demo/build/chunkGroups.ts).
  await expect(page.locator('link[rel="modulepreload"][href*="/frame-"]')).toHaveCount(1);
});

test('before the bundles arrive, a page in the frame shows its own heading, or the neutral one', async ({
  page,
}) => {
  await withoutBundles(page);
  await page.goto('./#/graphs/flot');
  await expectFrame(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName('Graphs, Flot Charts');
  await expect(heading).toBeVisible();
  await expectNoAxeViolations(page);
  // The error pages draw their heading their own way, which the frame does not copy: it keeps the app's name.
  await page.goto('./#/404');
  await page.reload();
  await expectFrame(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Atrium');
});

// The scripts wait for the browser's report of the first contentful paint, so none can take bandwidth from the
// page or run before the frame is on screen.
test('the scripts of the app are asked for only once the page is parsed and painted', async ({ page }) => {
  await page.goto('./#/dashboard');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const { parsedAt, paintedAt, firstScriptAt } = await page.evaluate(() => ({
    parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    firstScriptAt: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstScriptAt).toBeGreaterThanOrEqual(parsedAt);
  expect(firstScriptAt).toBeGreaterThanOrEqual(paintedAt);
});

test('the loader starts a worker, admitted by the page policy, that sets up Intl and ends', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  // It closes itself after its last formatter: a worker whose script threw would stay open.
  const ended = new Promise<string>((resolve) =>
    page.once('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
  );
  await page.goto('./#/dashboard');
  expect(await ended).toMatch(/^blob:/);
  await expect(page.getByRole('heading', { level: 1, name: /Dashboard/ })).toBeVisible();
  // A worker refused by Trusted Types or the worker sources would show as a policy violation here.
  health.expectHealthy();
});

test('before the bundles arrive, the sign-in page shows no frame', async ({ page }) => {
  await withoutBundles(page);
  await page.goto('./#/login');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Navigation panel' })).toBeHidden();
});

test('a stored skin other than the default hides the static frame instead of flashing it', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('atrium.layout.skin', 'smart-style-1'));
  await withoutBundles(page);
  await page.goto('./#/dashboard');
  await expect(page.getByRole('banner')).toBeHidden();
});

test('the app replaces the static frame: one header, one menu, one main, no errors', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('./#/dashboard');
  await expect(page.getByRole('link', { name: 'Analytics Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Navigation panel' })).toHaveCount(1);
  await expect(page.locator('#main-content')).toHaveCount(1);
  await expect(page.locator('#first-paint, #first-paint-style')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Dashboard, My Dashboard');
  health.expectHealthy();
});
