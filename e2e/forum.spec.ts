import { expect, test, type Page } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';
import { withRestServer } from './restServer';

test.use({ viewport: { width: 1440, height: 900 } });

// A first visit loads the frame, the page and the editor as lazy chunks; allow for a busy machine.
const loaded = { timeout: 15_000 };

/** Nothing scrolls sideways at a phone's width. */
async function expectNoSidewaysScrollAt375(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('board → forum → topic; a reply is posted, kept after a reload, and every look passes axe', async ({
  page,
}) => {
  test.slow();
  const health = watchPageHealth(page);
  await page.goto('./#/forum');
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Building with Atrium' })).toBeVisible(loaded);
  await expectNoSidewaysScrollAt375(page);
  await main.getByRole('link', { name: 'Widgets and layout' }).click();

  const topics = main.getByRole('table', { name: 'Topics' });
  await expect(topics.getByRole('row')).toHaveCount(11, loaded);
  // Markup in a title is shown as written.
  await expect(
    topics.getByRole('link', { name: 'Widget title shows <b>bold</b> literally — bug or feature?' }),
  ).toBeVisible();
  await expectNoSidewaysScrollAt375(page);
  await topics
    .getByRole('link', { name: 'Widget title shows <b>bold</b> literally — bug or feature?' })
    .click();

  const posts = main.getByRole('list', { name: 'Posts' });
  await expect(posts.getByRole('article')).toHaveCount(4, loaded);
  await expect(posts.getByRole('article').first()).toContainText('<b>bold</b>');
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  const reply = `Fixed in 2.4, thanks! ${Date.now()}`;
  const editor = main.getByRole('textbox', { name: 'Your reply' });
  await editor.click(loaded);
  await page.keyboard.type(reply);
  await main.getByRole('button', { name: 'Post reply' }).click();
  await expect(main.getByText('Your reply was posted.')).toBeVisible();
  await expect(posts.getByRole('article').last()).toContainText(reply);
  await expect(editor).toHaveText('');
  await expectNoSidewaysScrollAt375(page);
  await expectNoAxeViolationsInEveryLook(page, { skins: [smartDefault, darkElegance] });

  // Kept in the browser: after a reload the reply is still there.
  await page.reload();
  await waitForApp(page);
  await expect(posts.getByRole('article').last()).toContainText(reply, loaded);
  await expect(posts.getByRole('article')).toHaveCount(5);
  health.expectHealthy();
});

test.describe('against a REST server that refuses the post', () => {
  const rest = withRestServer();

  test('a failed post keeps the typed reply and says what went wrong', async ({ page }) => {
    await page.route('**/forum-posts', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' })
        : route.fallback(),
    );
    await page.goto(`./?rest=${encodeURIComponent(rest.server.url)}#/forum-post`);
    await waitForApp(page);
    const main = page.getByRole('main');
    const editor = main.getByRole('textbox', { name: 'Your reply' });
    await editor.click(loaded);
    await page.keyboard.type('Please do not lose this.');
    await main.getByRole('button', { name: 'Post reply' }).click();
    await expect(
      main.getByText('500 Internal Server Error. Everything you typed is still here: try again.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: '500 Internal Server Error' })).toBeVisible();
    await expect(editor).toHaveText('Please do not lose this.');
    await expect(main.getByRole('list', { name: 'Posts' }).getByText('Please do not lose this.')).toHaveCount(
      0,
    );
  });
});
