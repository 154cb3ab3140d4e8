import { expect, test, type Locator, type Page } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame, the page and the editor as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Dispatches a paste of `html` into `target`, as a browser does. */
async function pasteHtml(target: Locator, html: string) {
  await target.evaluate((element, data) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', data);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, html);
}

test('/form/editors: rich text formats, links and pastes safely; markdown previews; both save', async ({
  page,
}) => {
  // Two editors, a link dialog and axe in four looks: more than the default time on a busy machine.
  test.slow();
  const health = watchPageHealth(page);
  await open(page, '/form/editors');
  const richText = page.getByRole('textbox', { name: 'Rich Text Editor' });
  // The editor is a lazy part of its own that arrives after the page's heading.
  await expect(richText.getByRole('heading', { name: 'Atrium 2.0 is here' })).toBeVisible({
    timeout: 15_000,
  });
  const frameHeight = await page
    .getByRole('toolbar', { name: 'Formatting' })
    .first()
    .evaluate((toolbar) => (toolbar.parentElement as HTMLElement).offsetHeight);
  expect(frameHeight).toBe(380);

  // Keyboard formatting on a new paragraph, then a link through the dialog.
  await richText.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Bold news');
  await expect(richText.locator('strong', { hasText: 'Bold news' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bold' }).first()).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Insert link' });
  await dialog.getByRole('textbox', { name: /Address/ }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText(/Enter a web address/)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Address/ }).fill('https://example.com/news');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(richText.getByRole('link', { name: 'Bold news' })).toHaveAttribute(
    'href',
    'https://example.com/news',
  );

  // A hostile paste keeps its structure and runs nothing.
  // Focus, not a click: the editor places a clicked caret on a timer after the mouse is released, which on a
  // busy machine can fire after Control+End and move the caret back to where the click landed.
  await richText.focus();
  await page.keyboard.press('Control+End');
  // Into an empty paragraph, as a pasted block lands whole there (at the end of a line it joins that line).
  await expect
    .poll(() =>
      richText.evaluate((editor) => {
        const anchor = getSelection()?.anchorNode;
        return !!anchor && !!editor.lastElementChild?.contains(anchor);
      }),
    )
    .toBe(true);
  await page.keyboard.press('Enter');
  // The paste goes wherever the selection is, so wait for the editor to have made that empty paragraph.
  await expect(richText.locator(':scope > p:last-child')).toHaveText('');
  await pasteHtml(
    richText,
    '<h3 onclick="window.__pwned=1">Pasted heading</h3><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><ul><li>One</li><li>Two</li></ul>',
  );
  await expect(richText.getByRole('heading', { level: 3, name: 'Pasted heading' })).toBeVisible();
  await expect(richText.locator('[onclick], [onerror], script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  const richWidget = page.getByRole('region', { name: 'Rich Text Editor' });
  await richWidget.getByRole('button', { name: 'Save' }).click();
  await expect(richWidget.getByRole('status')).toHaveText('Saved');

  // Markdown: typed text shows in the preview beside it.
  const markdown = page.getByRole('textbox', { name: 'Markdown Editor' });
  await markdown.fill('# Fresh notes\n\n- **first** item');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: 'Fresh notes' })).toBeVisible();
  await expect(preview.locator('li strong')).toHaveText('first');

  await expectNoAxeViolationsInEveryLook(page, { skins: [smartDefault, darkElegance] });
  health.expectHealthy();
});

test('/ckeditor: the full toolbar over the style guide, and markdown as tabs at 375 px', async ({ page }) => {
  const health = watchPageHealth(page);
  await open(page, '/ckeditor');
  const editor = page.getByRole('textbox', { name: 'Full Toolbar Editor' });
  await expect(editor.getByRole('heading', { level: 2, name: 'Editorial style guide' })).toBeVisible();
  await editor.getByText('Use sentence case').click();
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Code block' }).click();
  await expect(editor.locator('pre', { hasText: 'Use sentence case' })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(editor.locator('pre', { hasText: 'Use sentence case' })).toHaveCount(0);
  await toolbar.getByRole('button', { name: 'Table', exact: true }).click();
  await expect(editor.getByRole('table')).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('./#/form/editors');
  await waitForApp(page);
  await expect(page.getByRole('tab', { name: 'Preview' })).toBeVisible({ timeout: 15_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
  health.expectHealthy();
});
