import { expect, test, type Locator, type Page } from '@playwright/test';
import { documentTitle, routes } from '../packages/dashboard/src/routes';
import { watchPageHealth, waitForApp } from './pageHealth';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

type PolicyWindow = Window & { __violations: Violation[]; __pwned?: unknown };

/** Records every report of the page's Content Security Policy from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as PolicyWindow;
    target.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      target.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return () => page.evaluate(() => (window as unknown as PolicyWindow).__violations);
}

test('the built page carries a policy without unsafe scripts', async ({ page }) => {
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  const scripts = policy!.split(';').find((directive) => directive.trim().startsWith('script-src '))!;
  expect(scripts).toMatch(/'sha256-[\w+/=]+'/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
});

// One page, navigated by hash like a user follows the menu, so every route costs no more than its own drawing.
test('every route draws under the policy with no violation and no console error', async ({ page }) => {
  test.setTimeout(routes.length * 8_000);
  const health = watchPageHealth(page);
  const violations = await watchViolations(page);
  await page.goto('./#/login');
  await waitForApp(page);
  for (const route of routes) {
    await page.evaluate((hash) => (window.location.hash = hash), route.example ?? route.path);
    await expect(page).toHaveTitle(documentTitle(route));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), route.path).toEqual([]);
  }
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  health.expectHealthy();
});

/**
 * What a sanitiser miss would put into a sink: an image whose error handler runs script, and a `javascript:`
 * link. The test writes it straight into the sink's element, as the app would if the sanitiser let it
 * through, so the policy is all that stands in the way.
 */
const hostileHtml =
  '<img src="x" alt="" onerror="window.__pwned = 1"><a href="javascript:window.__pwned = 1">Trap link</a>';

const sinks: { path: string; sink: (page: Page) => Locator }[] = [
  { path: '/inbox/inbox/detail/msg-inbox-001', sink: (page) => page.getByRole('main').getByRole('article') },
  { path: '/forum-post', sink: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/form/editors', sink: (page) => page.getByRole('region', { name: 'Preview' }) },
];

for (const { path, sink } of sinks)
  test(`${path}: script slipped into its HTML is blocked by the policy`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`./#${path}`);
    await waitForApp(page);
    await expect(sink(page)).toBeVisible();
    await sink(page).evaluate((element, html) => element.insertAdjacentHTML('beforeend', html), hostileHtml);
    await page.getByRole('link', { name: 'Trap link' }).click();
    await expect
      .poll(async () => (await violations()).map((violation) => violation.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(await page.evaluate(() => (window as unknown as PolicyWindow).__pwned)).toBeUndefined();
  });
