import { expect, test, type Page } from '@playwright/test';
import { darkElegance } from '../packages/ui/src/theme/skins';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryLook,
  waitForApp,
  watchPageHealth,
} from './pageHealth';

const uiPages = ['/ui/general', '/ui/buttons', '/ui/grid', '/ui/jquery-ui', '/ui/typography'];
/** Pages whose behaviour their own specs test; here they get the same accessibility sweep. */
const uiPagesWithSpecsOfTheirOwn = [
  '/ui/icons-font-awesome',
  '/ui/icons-glyph',
  '/ui/icons-flags',
  '/ui/tree-view',
  '/ui/nestable-lists',
];

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

const box = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

test('general elements: the dynamic-tab dialog names blank tabs and is 600 px wide', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/general');
  await page.getByRole('button', { name: 'Add tab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tab' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(600);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Tab 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Tab 3' })).toHaveText('Tab 3 content.');

  await page.getByRole('button', { name: 'Add tab' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('<img src=x onerror=alert(1)>');
  await dialog.getByRole('textbox', { name: 'Title' }).press('Enter');
  await expect(page.getByRole('tab', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toHaveText('Tab 4 content.');
  health.expectHealthy();
});

test('general elements: confirmation dialogs answer in a small box', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/general');
  await page.getByRole('button', { name: 'Login dialog' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Cancel' }).click();
  await expect(box(page, 'Why did you cancel that? :(')).toBeVisible();

  await page.getByRole('button', { name: 'Message box' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete the draft?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(box(page, 'You pressed No')).toBeVisible();

  await page.getByRole('button', { name: 'Big box' }).click();
  await expect(box(page, 'New order received')).toBeVisible();

  await page.getByRole('button', { name: 'Open modal' }).click();
  const modal = page.getByRole('dialog', { name: 'Modal title' });
  await expect(modal).toBeVisible();
  // min(70% of the window, 600 px): 600 at this width.
  await expect.poll(() => modal.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(600);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  health.expectHealthy();
});

test('buttons: split buttons, dropdowns and toggles act', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/buttons');
  const status = page.getByRole('status').filter({ hasText: /action/ });
  const save = page.getByRole('group', { name: 'Save', exact: true });
  await save.getByRole('button', { name: 'More Save actions' }).click();
  await page.getByRole('menuitem', { name: 'Save and close' }).click();
  await expect(status).toHaveText('Last action: Save and close');

  await page.getByRole('radio', { name: 'Align right' }).click();
  await expect(page.getByRole('radio', { name: 'Align right' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Print' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Print' })).toBeVisible();
  health.expectHealthy();
});

test('jquery ui: the city autocomplete waits for three letters and the dynamic tab is named', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await open(page, '/ui/jquery-ui');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.pressSequentially('Pa');
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await city.pressSequentially('r');
  await expect(page.getByRole('option', { name: 'Paris, France' })).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Paris, France');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add tab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tab' });
  await expect.poll(() => dialog.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(600);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: 'Tab 3' })).toHaveText('Tab 3 content.');

  await page.getByRole('button', { name: 'Delete all items' }).click();
  const question = page.getByRole('alertdialog', { name: 'Empty the recycle bin?' });
  await question.getByRole('button', { name: 'Delete all items' }).click();
  await expect(page.getByText('Last answer: Delete all items')).toBeVisible();

  const volume = page.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  await volume.press('End');
  await expect(page.getByRole('progressbar', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '100');
  health.expectHealthy();
});

// A dark skin right to left: the walk over every route (routes.spec.ts) checks each of these pages in the
// default look, every widget on them has stories checked in every skin, and a skin changes colours the same way
// in either direction, so this one look adds what those leave out.
for (const path of [...uiPages, ...uiPagesWithSpecsOfTheirOwn]) {
  test(`${path} has no axe violations in a dark skin right to left`, async ({ page }) => {
    await open(page, path);
    await expectNoAxeViolationsInEveryLook(page, { skins: [darkElegance], directions: ['rtl'] });
  });
}
