import { expect, test, type Page } from '@playwright/test';
import { untilKeyboardDragListens } from './keyboardDrag';
import { expectNoAxeViolations, waitForApp, watchPageHealth } from './pageHealth';

/** Opens a page with layout settings stored beforehand, as a returning visitor would have them. */
async function openWithSettings(page: Page, path: string, settings: Record<string, string> = {}) {
  await page.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(`atrium.layout.${key}`, value);
  }, settings);
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Fails when anything makes the page wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page wider than the window').toBeLessThanOrEqual(0);
}

test.describe('/ui/tree-view', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('opens branches by mouse and keyboard, with no axe violations', async ({ page }) => {
    const health = watchPageHealth(page);
    await openWithSettings(page, '/ui/tree-view');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Tree View');

    const chart = page.getByRole('tree', { name: 'Organisation chart' });
    const child = chart.getByRole('treeitem', { name: 'Child', exact: true });
    await expect(child).toHaveAttribute('aria-expanded', 'true');
    await child.click();
    await expect(child).toHaveAttribute('aria-expanded', 'false');
    await expect(chart.getByRole('treeitem', { name: 'Great Grand Child' })).toHaveCount(0);

    await page.keyboard.press('Home');
    await expect(chart.getByRole('treeitem', { name: 'Parent' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('*');
    await expect(child).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('su');
    await expect(chart.getByRole('treeitem', { name: 'Sunny Ahmed' }).first()).toBeFocused();

    const log = page.getByRole('tree', { name: 'Work log by week and day' });
    const week3 = log.getByRole('treeitem', { name: 'Week 3' });
    await week3.click();
    await expect(log.getByRole('treeitem', { name: /Planned the next sprint/ })).toBeVisible();
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });

  test('reads right to left in Dark Elegance: Left opens, Right closes', async ({ page }) => {
    const health = watchPageHealth(page);
    await openWithSettings(page, '/ui/tree-view', { rtl: 'true', skin: 'smart-style-1' });
    await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
    const log = page.getByRole('tree', { name: 'Work log by week and day' });
    const week3 = log.getByRole('treeitem', { name: 'Week 3' });
    await week3.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(week3).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(week3).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
});

test.describe('/ui/nestable-lists', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('reorders by mouse, nests by keyboard and shows the structure as JSON', async ({ page }) => {
    const health = watchPageHealth(page);
    await openWithSettings(page, '/ui/nestable-lists');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('UI Elements, Nestable Lists');
    const checklist = page.getByRole('region', { name: 'Release checklist' });
    const output = checklist.getByLabel('Serialised output');
    const ids = async () =>
      (JSON.parse((await output.textContent()) ?? '[]') as { id: string }[]).map((entry) => entry.id);

    // Step by step, each waiting for the drag to get there: a loaded machine can drop a quick drag's last moves
    // before the list has measured where the entry is.
    const handle = checklist.getByRole('button', { name: 'Announce it' });
    const source = await handle.boundingBox();
    const target = await checklist.getByRole('button', { name: 'Freeze features' }).boundingBox();
    if (!source || !target) throw new Error('the checklist entries are not drawn');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 - 8, { steps: 4 });
    // The pick-up announcement is replaced as soon as the entry moves over its neighbour, so the lasting sign of
    // a drag under way is the handle's pressed state.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 4, { steps: 12 });
    await expect(page.getByText(/^Announce it is at position 1 of \d+, at the top level\.$/)).toBeAttached();
    await page.mouse.up();
    await expect.poll(ids).toEqual(['announce', 'freeze', 'notes', 'qa', 'tag']);

    await checklist.getByRole('button', { name: 'Regression pass' }).focus();
    // Each key waits for the step before it to be announced, as a screen-reader user would hear it.
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up Regression pass.')).toBeAttached();
    await untilKeyboardDragListens(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(/nested under Draft release notes/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(ids).toEqual(['announce', 'freeze', 'notes', 'tag']);
    await expect(output).toContainText('"children"');
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
});

test.describe('UI elements on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of ['/ui/tree-view', '/ui/nestable-lists']) {
    for (const rtl of ['false', 'true']) {
      test(`${path} never scrolls sideways${rtl === 'true' ? ' right to left' : ''}`, async ({ page }) => {
        await openWithSettings(page, path, { rtl });
        await expect(page.locator('[data-skin]').first()).toHaveAttribute(
          'dir',
          rtl === 'true' ? 'rtl' : 'ltr',
        );
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      });
    }
  }
});
