import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

const rowsOf = (grid: Locator) =>
  grid
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));

/** Presses an export button and returns the downloaded file's name and bytes. */
async function download(page: Page, panel: Locator, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

test('exports what the grid shows, loading the file libraries only when asked, with no axe violations', async ({
  page,
}) => {
  // Three downloads and three axe passes on one load take longer than one check on a busy machine.
  test.slow();
  const health = watchPageHealth(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The chunks of jsPDF, its table plugin and the workbook writer, as the build names them.
  const fileLibraries = (urls: string[]) =>
    urls.filter((url) => /\/(jspdf\.es\.min|jspdf\.plugin\.autotable|universal)-[\w-]+\.js$/.test(url))
      .length;
  await page.goto('./#/tables/datatables');
  await waitForApp(page);
  const panel = page.getByRole('region', { name: 'Export to PDF / Excel' });
  const grid = panel.getByRole('grid');
  await expect(grid.locator('tbody tr')).toHaveCount(10);
  // The file libraries are not part of the page until someone exports.
  expect(fileLibraries(scripts)).toBe(0);

  await panel.getByRole('searchbox', { name: 'Search' }).fill('Bergen');
  await panel.getByRole('button', { name: 'Name' }).click();
  await expect(panel.getByText(/filtered from 100 total entries/)).toBeVisible();
  const shown = await rowsOf(grid);
  const headings = await grid.getByRole('columnheader').allTextContents();

  const csv = await download(page, panel, 'CSV');
  expect(csv.name).toBe('contacts.csv');
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(lines[0]).toBe(headings.join(','));
  expect(lines.slice(1).map((line) => line.split(','))).toEqual(shown);
  await expect(panel.getByRole('status')).toHaveText('Downloaded contacts.csv');

  const xlsx = await download(page, panel, 'Excel');
  expect(xlsx.name).toBe('contacts.xlsx');
  const [header, ...body] = await readSheet(xlsx.bytes);
  expect(header).toEqual(headings);
  expect(body.map((row) => row.map(String))).toEqual(shown);

  const pdf = await download(page, panel, 'PDF');
  expect(pdf.name).toBe('contacts.pdf');
  expect(pdf.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 792\.?0* 612\.?0*\]/);
  expect(fileLibraries(scripts)).toBe(3);

  // Axe in the default skin, then in Dark Elegance right to left, switched in place on this one load.
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Layout settings' }).click();
  await page.getByText('Dark Elegance', { exact: true }).click();
  await page.getByText('RTL', { exact: true }).click();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('data-skin', 'smart-style-1');
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
  health.expectHealthy();
});
