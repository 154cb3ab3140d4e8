import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

test.describe('calendar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('shows the demo events in this month and keeps an added event after a reload', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/calendar');
    await waitForApp(page);
    await expect(page).toHaveTitle('Calendar | Atrium');
    const calendar = page.getByRole('region', { name: 'My Events' });
    await expect(calendar.getByRole('button', { name: /All-hands meeting/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Event title' }).fill('Quarterly planning');
    await page.getByRole('textbox', { name: 'Event description' }).fill('Room 4, bring the numbers');
    // The round radio is drawn over the native one, so the press lands on its label, as a person's would.
    await page.getByRole('radiogroup', { name: 'Colour' }).getByText('Green').click();
    await expect(page.getByRole('radio', { name: 'Green' })).toBeChecked();
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(calendar.getByRole('button', { name: /Quarterly planning/ })).toBeVisible();

    await page.reload();
    await waitForApp(page);
    const added = page
      .getByRole('region', { name: 'My Events' })
      .getByRole('button', { name: /Quarterly planning/ });
    await expect(added).toHaveClass(/bg-color-greenLight/);
    await added.click();
    await expect(page.getByRole('dialog', { name: 'Quarterly planning' })).toContainText(
      'Room 4, bring the numbers',
    );
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
