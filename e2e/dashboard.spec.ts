import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

const liveFeeds = (page: Page) => page.getByRole('region', { name: 'Live Feeds' });
const todoWidget = (page: Page) => page.getByRole('region', { name: 'To-do list' });

/**
 * Scrolls to a widget until `content` shows: the bodies under Live Feeds load only when seen, and widgets
 * above may still grow while they draw, pushing this one out of view again.
 */
async function expectRevealed(widget: Locator, content: Locator) {
  await expect(async () => {
    await widget.scrollIntoViewIfNeeded();
    await expect(content).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The "Last" value of each live series, read from the chart's hidden summary table. */
const lastValues = (panel: Locator) =>
  panel
    .locator('table tbody tr td:last-child')
    .allTextContents()
    .then((cells) => cells.join(' | '));

/** Opens the dashboard and waits until every widget has its data. */
async function openDashboard(page: Page) {
  await page.goto('./#/dashboard');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Dashboard, My Dashboard');
  const todo = todoWidget(page);
  await expectRevealed(todo, todo.getByText('Renew the wildcard TLS certificate'));
  const messages = page.getByRole('region', { name: 'Messages' });
  await expectRevealed(messages, messages.getByRole('button', { name: 'Mira Okafor (Online)' }));
  const visitors = page.getByRole('region', { name: 'Visitors' });
  await expectRevealed(visitors, visitors.locator('svg path').first());
  const calendar = page.getByRole('region', { name: 'My Events' });
  await expectRevealed(calendar, calendar.getByRole('button', { name: /All-hands meeting/ }));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // Each test starts from the default layout and the seed to-dos; a reload within a test keeps them.
    if (!sessionStorage.getItem('dashboard-e2e')) {
      localStorage.clear();
      sessionStorage.setItem('dashboard-e2e', 'started');
    }
  });
});

test('renders every widget with no console errors and no axe violations', async ({ page }) => {
  const health = watchPageHealth(page);
  await openDashboard(page);
  const stats = page.getByRole('group', { name: 'Site statistics' });
  await expect(stats).toContainText('$47,171');
  await expect(liveFeeds(page).getByRole('switch', { name: 'Live switch' })).not.toBeChecked();
  await expect(liveFeeds(page).getByRole('meter')).toHaveCount(4);
  await expectNoAxeViolations(page);
  health.expectHealthy();
});

test('the live switch shifts the chart every 1.5 s and off stops it', async ({ page }) => {
  await page.clock.install();
  await openDashboard(page);
  const panel = liveFeeds(page).getByRole('tabpanel');
  const live = liveFeeds(page).getByRole('switch', { name: 'Live switch' });
  const start = await lastValues(panel);
  await page.clock.runFor(3000);
  expect(await lastValues(panel), 'off by default').toBe(start);

  await live.press('Space');
  await expect(live).toBeChecked();
  await expect.poll(() => lastValues(panel), { timeout: 2500 }).not.toBe(start);

  await live.press('Space');
  await expect(live).not.toBeChecked();
  const stopped = await lastValues(panel);
  await page.clock.runFor(6000);
  expect(await lastValues(panel)).toBe(stopped);
});

test('revenue checkboxes remove and restore their series', async ({ page }) => {
  await openDashboard(page);
  await liveFeeds(page).getByRole('tab', { name: 'Revenue' }).click();
  const panel = liveFeeds(page).getByRole('tabpanel');
  const columns = panel.locator('table thead th');
  await expect(columns).toHaveText(['Month', 'Target', 'Actual', 'Signups']);
  for (const name of ['Target', 'Actual', 'Signups']) {
    const checkbox = panel.getByRole('checkbox', { name });
    await expect(checkbox).toBeChecked();
    await checkbox.press('Space');
    await expect(checkbox).not.toBeChecked();
    await expect(columns).not.toContainText([name]);
    await checkbox.press('Space');
    await expect(columns).toHaveText(['Month', 'Target', 'Actual', 'Signups']);
  }
});

test('a to-do added survives a reload', async ({ page }) => {
  await openDashboard(page);
  const todo = todoWidget(page);
  await todo.getByRole('button', { name: 'Add to-do' }).click();
  await todo.getByRole('textbox', { name: /Title/ }).fill('Book the offsite venue');
  await todo.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(todo.getByText('Book the offsite venue')).toBeVisible();
  await page.reload();
  const reloaded = todoWidget(page);
  await expectRevealed(reloaded, reloaded.getByText('Book the offsite venue'));
  await expect(reloaded.getByText('Renew the wildcard TLS certificate')).toBeVisible();
});

test('picking a user in the messages widget opens a chat box', async ({ page }) => {
  await openDashboard(page);
  await page
    .getByRole('region', { name: 'Messages' })
    .getByRole('button', { name: 'Mira Okafor (Online)' })
    .click();
  const box = page.getByRole('region', { name: 'Chat with Mira Okafor' });
  await expect(box).toBeVisible();
  await box.getByRole('textbox').fill('See you at ten');
  await box.getByRole('textbox').press('Enter');
  await expect(box.getByText('See you at ten')).toBeVisible();
});
