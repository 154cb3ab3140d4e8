import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { darkElegance } from '../packages/ui/src/theme/skins';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryLook,
  waitForApp,
  watchPageHealth,
} from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

// Column positions in a row: the selection checkbox, the actions, then the invoice's fields.
const invoiceNumber = 2;
const client = 4;
const amount = 5;
const notes = 8;

const columnTexts = (grid: Locator, index: number) =>
  grid
    .locator('tbody tr')
    .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent ?? ''), index);

/** Opens the grid demo and waits for its first page of invoices. */
async function openInvoices(page: Page) {
  await page.goto('./#/tables/jqgrid');
  await waitForApp(page);
  const grid = page.getByRole('grid', { name: 'Invoices' });
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  return grid;
}

test('/tables/jqgrid: 10 invoices a page by number, sorting, selection controls and CSV export', async ({
  page,
}) => {
  test.slow();
  const health = watchPageHealth(page);
  const grid = await openInvoices(page);
  expect(await columnTexts(grid, invoiceNumber)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await expect(page.getByText('Showing 1 to 10 of 18 entries')).toBeVisible();

  // Actions and Notes do not sort; the invoice's other columns do.
  for (const heading of ['Actions', 'Notes']) {
    await expect(grid.getByRole('columnheader', { name: heading })).not.toHaveAttribute('aria-sort');
    await expect(grid.getByRole('button', { name: heading, exact: true })).toHaveCount(0);
  }
  for (const heading of ['Inv No', 'Date', 'Client', 'Amount', 'Tax', 'Total']) {
    await expect(grid.getByRole('button', { name: heading, exact: true })).toBeVisible();
  }

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await expect(page.getByRole('option')).toHaveText(['10', '20', '30']);
  await page.getByRole('option', { name: '20' }).click();
  await expect(grid.locator('tbody tr')).toHaveCount(18);

  // Selection: a row's checkbox, then the controls under the grid toggle row 13 and report the selection.
  await grid.getByRole('checkbox', { name: 'Select row 3' }).check();
  await page.getByRole('button', { name: 'Select (unselect) row' }).click();
  await expect(grid.getByRole('checkbox', { name: 'Select row 13' })).toBeChecked();
  await page.getByRole('button', { name: 'Show selected rows' }).click();
  await expect(page.getByText('Selected rows: 3, 13')).toBeVisible();

  // The CSV holds the invoice's columns (no checkboxes, no action buttons) in the grid's order.
  await grid.getByRole('button', { name: 'Amount' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('invoices.csv');
  const lines = (await readFile(await file.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe('Inv No,Date,Client,Amount,Tax,Total,Notes');
  expect(lines).toHaveLength(19);
  const amounts = lines.slice(1).map((line) => Number(line.split(',')[3]));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(await columnTexts(grid, invoiceNumber));

  await expectNoAxeViolations(page);
  await expectNoAxeViolationsInEveryLook(page, { skins: [darkElegance], directions: ['rtl'] });

  // On a phone the grid scrolls inside its box; the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(grid).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
  health.expectHealthy();
});

test('/tables/jqgrid: edits are checked at the cell, Escape cancels, a save outlasts a reload', async ({
  page,
}) => {
  test.slow();
  const health = watchPageHealth(page);
  const grid = await openInvoices(page);
  const [firstClient] = await columnTexts(grid, client);

  // A blank client is refused at the cell; Escape then puts the old name back.
  await grid.getByRole('gridcell', { name: firstClient, exact: true }).first().dblclick();
  const clientEditor = grid.getByRole('textbox', { name: 'Edit Client of row 1', exact: true });
  await clientEditor.fill('');
  await clientEditor.press('Enter');
  await expect(grid.getByRole('alert')).toHaveText('Enter the client’s name');
  await expect(clientEditor).toBeFocused();
  await clientEditor.press('Escape');
  await expect(clientEditor).toHaveCount(0);
  expect((await columnTexts(grid, client))[0]).toBe(firstClient);

  // The row's Edit button opens every editable cell; a malformed amount is refused, a good one saved.
  const hostile = '<img src=x onerror="window.__pwned = true">';
  await grid.getByRole('button', { name: 'Edit invoice 1', exact: true }).click();
  const amountEditor = grid.getByRole('spinbutton', { name: 'Edit Amount of row 1', exact: true });
  await amountEditor.fill('12.345');
  await grid.getByRole('textbox', { name: 'Edit Notes of row 1', exact: true }).fill(hostile);
  await grid.getByRole('button', { name: 'Save invoice 1', exact: true }).click();
  await expect(grid.getByRole('alert')).toHaveText('Enter an amount such as 120.50');
  await amountEditor.fill('99.5');
  await grid.getByRole('button', { name: 'Save invoice 1', exact: true }).click();
  await expect(amountEditor).toHaveCount(0);
  expect((await columnTexts(grid, amount))[0]).toBe('99.50');
  expect((await columnTexts(grid, notes))[0]).toBe(hostile);

  await page.reload();
  await waitForApp(page);
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  expect((await columnTexts(grid, amount))[0]).toBe('99.50');
  expect((await columnTexts(grid, notes))[0]).toBe(hostile);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  health.expectHealthy();
});
