import { expect, test, type Page } from '@playwright/test';
import { untilKeyboardDragListens } from './keyboardDrag';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const control = (page: Page, title: string, name: string) =>
  widget(page, title)
    .getByRole('group', { name: 'Widget controls' })
    .getByRole('button', { name, exact: true });

/** Widget titles per grid column, as drawn. */
const columns = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-widget-column]')].map((column) =>
      [...column.querySelectorAll('[data-widget-id]')].map(
        (item) => item.querySelector('h2, h3')?.textContent ?? '',
      ),
    ),
  );

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.goto('./#/widgets');
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(widget(page, 'Default widget')).toBeVisible({ timeout: 15_000 });
});

test('collapse, rename and recolour survive a reload; reset restores the defaults', async ({ page }) => {
  const health = watchPageHealth(page);
  await control(page, 'Collapsible widget', 'Collapse').click();
  await expect(control(page, 'Collapsible widget', 'Expand')).toHaveAttribute('aria-expanded', 'false');

  await control(page, 'Default widget', 'Edit').click();
  const title = widget(page, 'Default widget').getByRole('textbox', { name: 'Title' });
  await title.fill('Sales summary');
  // The title follows the field as it is typed, so the region is already renamed when Enter closes the box.
  await page.keyboard.press('Enter');
  await expect(widget(page, 'Sales summary')).toBeVisible();

  const header = widget(page, 'Sales summary').getByRole('heading', { name: 'Sales summary' });
  const before = await header.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor);
  await control(page, 'Sales summary', 'Colour').click();
  // The radio itself is visually hidden behind its swatch; a user clicks the swatch's label.
  await page.getByRole('dialog', { name: 'Colour' }).getByText('Dark green', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Dark green' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => header.evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor))
    .not.toBe(before);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(widget(page, 'Sales summary')).toBeVisible();
  await expect(control(page, 'Collapsible widget', 'Expand')).toBeVisible();

  await page.getByRole('button', { name: 'Reset widgets' }).click();
  await expect(widget(page, 'Default widget')).toBeVisible();
  await expect(control(page, 'Collapsible widget', 'Collapse')).toHaveAttribute('aria-expanded', 'true');
  health.expectHealthy();
});

test('full screen leaves with Escape; delete asks first, No keeps and Yes removes', async ({ page }) => {
  await control(page, 'Full screen', 'Full screen').click();
  await expect(control(page, 'Full screen', 'Exit full screen')).toBeVisible();
  await expect(widget(page, 'Full screen')).toHaveCSS('position', 'fixed');
  await page.keyboard.press('Escape');
  await expect(control(page, 'Full screen', 'Full screen')).toBeVisible();

  await control(page, 'Delete only', 'Delete').click();
  const confirm = page.getByRole('alertdialog');
  // The confirmation's code loads on its first use, which a loaded two-core machine once took over 5 s for.
  await expect(confirm).toContainText('Warning: This action cannot be undone!', { timeout: 15_000 });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(widget(page, 'Delete only')).toBeVisible();
  await control(page, 'Delete only', 'Delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(widget(page, 'Delete only')).toHaveCount(0);
  await page.reload();
  await expect(widget(page, 'Default widget')).toBeVisible();
  await expect(widget(page, 'Delete only')).toHaveCount(0);
});

test('a failing remote widget says so and offers a retry; the rest keeps working', async ({ page }) => {
  const failing = widget(page, 'Failing ajax');
  await expect(failing).toContainText('Sorry, but there was an error');
  await expect(failing.getByRole('button', { name: 'Retry' })).toBeVisible();
  await control(page, 'Collapsible widget', 'Collapse').click();
  await expect(control(page, 'Collapsible widget', 'Expand')).toBeVisible();
});

test('widgets reorder with the keyboard and with the mouse, and the order survives a reload', async ({
  page,
}) => {
  const [firstColumn] = await columns(page);
  const [first, second] = firstColumn!;
  const handle = widget(page, first!).locator('[aria-roledescription="sortable widget"]');
  await handle.focus();
  // Each key waits for the grid's announcement of the last one, as a screen-reader user would: a busy machine
  // can still be measuring the drop targets when the next key arrives.
  await page.keyboard.press('Space');
  await expect(page.locator('body')).toContainText(`Picked up widget ${first}`);
  await untilKeyboardDragListens(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('body')).toContainText(`Widget ${first} moved to column 1, position 2`);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await columns(page))[0]!.slice(0, 2)).toEqual([second, first]);

  const secondColumnFirst = (await columns(page))[1]![0]!;
  const source = widget(page, first!).locator('[aria-roledescription="sortable widget"]');
  const target = widget(page, secondColumnFirst);
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + 20, from.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(
      from.x + 20 + ((to.x + to.width / 2 - from.x - 20) * step) / 10,
      from.y + 10 + ((to.y + 20 - from.y - 10) * step) / 10,
    );
  }
  await page.mouse.up();
  await expect.poll(async () => (await columns(page))[1]).toContain(first);

  const moved = await columns(page);
  await page.reload();
  await expect(widget(page, first!)).toBeVisible();
  expect(await columns(page)).toEqual(moved);
});
