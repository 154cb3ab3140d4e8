import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

test.describe('calendar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the demo events in this month beside the draggable events', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/calendar');
    await waitForApp(page);
    await expect(page).toHaveTitle('Calendar | Atrium');
    const calendar = page.getByRole('region', { name: 'My Events' });
    await expect(calendar.getByRole('button', { name: /All-hands meeting/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Draggable events' }).getByRole('button', { name: /Office Meeting/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
});

test.describe('calendar on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('nothing scrolls sideways and axe finds nothing', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/calendar');
    await waitForApp(page);
    await expect(page.getByRole('button', { name: /All-hands meeting/ })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
});
