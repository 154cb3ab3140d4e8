import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

/** The day number of the month cell an event is drawn in. */
const dayOf = (event: Locator) =>
  event.evaluate(
    (element) => element.closest('[role="gridcell"]')?.querySelector('button[data-roving]')?.textContent,
  );

test.use({ viewport: { width: 1440, height: 900 } });

test('an event dragged to another day with the mouse stays there after a reload', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto('./#/calendar');
  await waitForApp(page);
  const calendar = page.getByRole('region', { name: 'My Events' });
  const meeting = calendar.getByRole('button', { name: /All-hands meeting/ });
  await expect(meeting).toBeVisible();
  expect(await dayOf(meeting)).toBe('2');

  const from = (await meeting.boundingBox())!;
  // The third of this month, named as the calendar names its days.
  const now = new Date();
  const third = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(
    new Date(now.getFullYear(), now.getMonth(), 3),
  );
  const target = calendar
    .getByRole('button', { name: new RegExp(`^${third}`) })
    .locator('xpath=ancestor::*[@role="gridcell"][1]');
  const cell = (await target.boundingBox())!;
  const to = { x: cell.x + cell.width / 2, y: cell.y + cell.height / 2 };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(
      from.x + from.width / 2 + ((to.x - from.x - from.width / 2) * step) / 8,
      from.y + from.height / 2 + ((to.y - from.y - from.height / 2) * step) / 8,
    );
  }
  await page.mouse.up();
  await expect.poll(() => dayOf(meeting)).toBe('3');
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForApp(page);
  const reloaded = page
    .getByRole('region', { name: 'My Events' })
    .getByRole('button', { name: /All-hands meeting/ });
  await expect(reloaded).toBeVisible();
  expect(await dayOf(reloaded)).toBe('3');
  health.expectHealthy();
});
