import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations, sidewaysOverflow, waitForApp, watchPageHealth } from './pageHealth';

/** The project names of the page in order: the name sits in the second cell, after the expand button. */
const names = (grid: Locator) =>
  grid
    .locator('tbody tr:has(button[aria-expanded])')
    .evaluateAll((rows) => rows.map((row) => row.children[1]?.querySelector('span')?.textContent ?? ''));

test.describe('/projects', () => {
  test.describe('on a desktop screen (1440 px)', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('lists 15 projects a page by name, with every column, and opens a child row', async ({ page }) => {
      const health = watchPageHealth(page);
      await page.goto('./#/projects');
      await waitForApp(page);
      const grid = page.getByRole('grid', { name: 'Projects' });
      await expect(grid.locator('tbody tr')).toHaveCount(15);
      expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
        'Details',
        'Projects',
        'EST',
        'Contacts',
        'Status',
        'Target / Actual',
        'Starts',
        'Ends',
        'Tracker',
      ]);
      const shown = await names(grid);
      expect(shown[0]).toBe('Accessibility review');
      expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
      await expect(page.getByText('Showing 1 to 15 of 20 entries')).toBeVisible();

      const expand = grid.getByRole('button', { name: 'Show details for Analytics dashboard' });
      await expand.click();
      await expect(expand).toHaveAttribute('aria-expanded', 'true');
      await expect(grid.getByText(/Live sales and traffic figures/)).toBeVisible();
      await expectNoAxeViolations(page);
      health.expectHealthy();
    });
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('folds the columns into the child rows, so nothing scrolls sideways', async ({ page }) => {
      await page.goto('./#/projects');
      await waitForApp(page);
      const grid = page.getByRole('grid', { name: 'Projects' });
      await expect(grid.locator('tbody tr')).toHaveCount(15);
      expect(await grid.getByRole('columnheader').allTextContents()).toEqual(['Details', 'Projects']);
      expect(await sidewaysOverflow(page), 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
      await grid.getByRole('button', { name: 'Show details for Mobile banking onboarding' }).click();
      await expect(
        grid.getByRole('switch', { name: 'Time tracking for Mobile banking onboarding' }),
      ).toBeChecked();
      expect(await sidewaysOverflow(page), 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    });
  });
});
