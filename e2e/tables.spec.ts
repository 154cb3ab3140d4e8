import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

const columnTexts = (grid: Locator, index: number) =>
  grid
    .locator('tbody tr')
    .evaluateAll((rows, column) => rows.map((row) => row.children[column]?.textContent ?? ''), index);
const headings = (grid: Locator) => grid.getByRole('columnheader').allTextContents();
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('/tables/normal', () => {
  test('shows each table style and a wide table, with no axe violations', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/tables/normal');
    await waitForApp(page);
    for (const title of [
      'Default Table',
      'Striped Rows',
      'Bordered Table',
      'Hover Rows',
      'Condensed Table',
    ]) {
      await expect(page.getByRole('region', { name: title }).locator('tbody tr')).toHaveCount(5);
    }
    const wide = page.getByRole('region', { name: 'Responsive Table' });
    await expect(wide.getByRole('columnheader')).toHaveCount(10);
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways; the wide table scrolls in its own box', async ({ page }) => {
      await page.goto('./#/tables/normal');
      await waitForApp(page);
      const box = page.getByRole('group', { name: 'Responsive Table' });
      await expect(box).toBeVisible();
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await pageOverflow(page), 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    });
  });
});

test.describe('/tables/datatables', () => {
  test('shows 10 contacts a page by id, searches, filters and pages, with no axe violations', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/tables/datatables');
    await waitForApp(page);
    const standard = page.getByRole('grid', { name: 'Standard Data Tables' });
    await expect(standard.locator('tbody tr')).toHaveCount(10);
    expect(await headings(standard)).toEqual(['ID', 'Name', 'Phone', 'Company', 'Zip', 'City', 'Date']);
    expect(await columnTexts(standard, 0)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(page.getByText('Showing 1 to 10 of 100 entries').first()).toBeVisible();

    const panel = page.getByRole('region', { name: 'Standard Data Tables' });
    await panel.getByRole('button', { name: 'Page 10' }).click();
    expect(await columnTexts(standard, 0)).toEqual([
      '91',
      '92',
      '93',
      '94',
      '95',
      '96',
      '97',
      '98',
      '99',
      '100',
    ]);
    await panel.getByRole('searchbox', { name: 'Search' }).fill('Bergen');
    await expect(panel.getByText(/filtered from 100 total entries/)).toBeVisible();
    expect(new Set(await columnTexts(standard, 5))).toEqual(new Set(['Bergen']));

    const filtered = page.getByRole('region', { name: 'Column Filters' });
    await filtered.getByRole('searchbox', { name: 'Filter Name' }).fill('Leila');
    const names = await columnTexts(filtered.getByRole('grid'), 1);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['Leila']));

    // The third grid starts with Phone hidden; the column picker brings it back.
    const picker = page.getByRole('region', { name: 'Show / Hide Columns' });
    expect(await headings(picker.getByRole('grid'))).not.toContain('Phone');
    await picker.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('dialog', { name: 'Columns' }).getByText('Phone').click();
    expect(await headings(picker.getByRole('grid'))).toContain('Phone');
    await page.keyboard.press('Escape');

    // The child-row grid leaves Phone, Zip and Date to each row's details, opened by mouse or keyboard.
    const childRows = page.getByRole('region', { name: 'Child Rows' });
    const open = childRows.getByRole('button', { name: 'Show details for Leila' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(childRows.getByRole('gridcell', { name: /1-207-107-0007/ })).toBeVisible();
    await open.press('Enter');
    await expect(childRows.getByText('1-207-107-0007')).toHaveCount(0);

    await expectNoAxeViolations(page);
    health.expectHealthy();
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways', async ({ page }) => {
      await page.goto('./#/tables/datatables');
      await waitForApp(page);
      await expect(page.getByRole('grid', { name: 'Standard Data Tables' }).locator('tbody tr')).toHaveCount(
        10,
      );
      // The responsive grid keeps Name and Company; the rest wait behind each row's expand button.
      const responsive = page.getByRole('grid', { name: 'Responsive Table' });
      expect(await headings(responsive)).toEqual(['Details', 'Name', 'Company']);
      await responsive.getByRole('button', { name: 'Show details for Leila' }).click();
      await expect(responsive.getByRole('gridcell', { name: /Hondelange/ })).toBeVisible();
      expect(await pageOverflow(page), 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    });
  });
});

test.describe('/e-commerce/orders', () => {
  test('shows 15 orders a page by customer, statuses as labels, with no axe violations', async ({ page }) => {
    const health = watchPageHealth(page);
    await page.goto('./#/e-commerce/orders');
    await waitForApp(page);
    const grid = page.getByRole('grid', { name: 'Orders' });
    await expect(grid.locator('tbody tr')).toHaveCount(15);
    expect(await headings(grid)).toEqual([
      'Order ID',
      'Cust ID / Phn',
      'Purchase',
      'Delivery',
      'Base Price',
      'Postal/Zip',
      'Status',
    ]);
    const customers = await columnTexts(grid, 1);
    expect(customers).toEqual([...customers].sort());
    await expect(page.getByText('Showing 1 to 15 of 100 entries')).toBeVisible();
    expect(await columnTexts(grid, 4)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)]),
    );
    await page.getByRole('button', { name: 'Page 7' }).click();
    await expect(grid.locator('tbody tr')).toHaveCount(10);
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });

  test.describe('on a phone (375 px)', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('nothing scrolls sideways', async ({ page }) => {
      await page.goto('./#/e-commerce/orders');
      await waitForApp(page);
      await expect(page.getByRole('grid', { name: 'Orders' }).locator('tbody tr')).toHaveCount(15);
      expect(await pageOverflow(page), 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
    });
  });
});
