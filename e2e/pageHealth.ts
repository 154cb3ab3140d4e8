import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors, uncaught exceptions and failed requests for the lifetime of a page. */
export function watchPageHealth(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page cancels itself (a query whose screen is gone) is not a failure; any other error is.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    expectHealthy: () => expect(problems, 'console errors or failed requests').toEqual([]),
  };
}

/** Fails with the violated rules when axe finds any accessibility violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * Waits until the app has replaced the static frame that the built page paints before its scripts run: that
 * frame has the same menu and buttons, but pressing them does nothing, and its menu shows no page as open.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
}
