import { expect, test, type Page } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import {
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryLook,
  waitForApp,
  watchPageHealth,
} from './pageHealth';

/** The default skin and one dark one, both directions: the stories cover every skin per component. */
const looks = { skins: [smartDefault, darkElegance] };

async function open(page: Page, path: string) {
  await page.goto(`./#${path}`);
  await waitForApp(page);
  // A first visit loads the frame and the page as lazy chunks; allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** Pixels the page is wider than the window: anything above 0 scrolls sideways. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Sums the page's layout shifts from the first paint on, as the Cumulative Layout Shift metric does. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('gallery: thumbnails load without moving the page and open a viewer that pages by key and swipe', async ({
    page,
  }) => {
    const health = watchPageHealth(page);
    const layoutShift = await recordLayoutShifts(page);
    await open(page, '/gallery');
    const grid = page.getByRole('list', { name: 'All photos' });
    const thumbnails = grid.getByRole('button');
    await expect(thumbnails).toHaveCount(16);
    await expect(page.getByText('16 photos')).toBeVisible();
    // Every picture in view has arrived and been drawn before the shift is read.
    await expect
      .poll(() =>
        grid.locator('img').evaluateAll((images) =>
          images.every((image) => {
            const box = image.getBoundingClientRect();
            return (
              box.top > window.innerHeight ||
              ((image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)
            );
          }),
        ),
      )
      .toBe(true);
    await page.mouse.wheel(0, 2000);
    await expect
      .poll(() =>
        grid
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(await layoutShift(), 'cumulative layout shift').toBeLessThan(0.05);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const night = grid.getByRole('button', { name: /starry night/ });
    await night.click();
    const viewer = page.getByRole('dialog', { name: 'Photo gallery' });
    await expect(viewer).toBeFocused();
    await expect(viewer.getByText('9 of 16')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /starry night/ })).toBeVisible();
    await expect(viewer.getByText('Long exposure under a clear sky.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('10 of 16')).toBeVisible();
    await expect(viewer.getByRole('img', { name: /slate sky/ })).toBeVisible();

    const stage = viewer.getByRole('img');
    await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 900, clientY: 400 });
    await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 600, clientY: 410 });
    await expect(viewer.getByText('11 of 16')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText('10 of 16')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(night).toBeFocused();

    await page.getByRole('radio', { name: 'Abstract' }).click();
    await expect(page.getByRole('list', { name: 'Abstract' }).getByRole('button')).toHaveCount(4);
    await expectNoAxeViolationsInEveryLook(page, looks);
    health.expectHealthy();
  });
});

test.describe('at 1440 px, the blog, profile and timeline', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('profile: the card, the activity, friends and photos tabs', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page, '/profile');
    const card = page.getByRole('region', { name: 'Ada Lindqvist', exact: true });
    await expect(card.getByRole('heading', { name: 'Ada Lindqvist' })).toBeVisible();
    await expect(card.getByRole('list', { name: 'Connections' }).getByRole('img')).toHaveCount(8);
    await expect(
      page.getByRole('list', { name: 'Recent activity' }).getByRole('heading', { level: 4 }),
    ).toHaveCount(3);
    await page.getByRole('tab', { name: /Friends/ }).click();
    await expect(page.getByRole('list', { name: 'Friends' }).getByRole('listitem')).toHaveCount(8);
    await page.getByRole('tab', { name: 'Photos' }).click();
    await expect(page.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(8);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsInEveryLook(page, looks);
    health.expectHealthy();
  });

  test('blog: four posts a page, narrowed by tag', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page, '/blog');
    const posts = page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 3 });
    await expect(posts).toHaveCount(4);
    await expect(posts.first()).toHaveText('What we shipped in Atrium 2.4');
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('img').first()).toHaveAttribute(
      'alt',
      /mountain ridges/,
    );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(posts.first()).toHaveText('Dashboards people actually open');
    await page.getByRole('radio', { name: 'performance' }).click();
    await expect(posts).toHaveText([
      'Exports that keep up with a million rows',
      'A gallery that never makes the page jump',
    ]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsInEveryLook(page, looks);
    health.expectHealthy();
  });

  test('timeline: four days of events, newest first', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page, '/timeline');
    const timeline = page.getByRole('list', { name: 'Team timeline' });
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
      'Saturday, January 31',
      'Friday, January 30',
      'Thursday, January 29',
      'Wednesday, January 28',
    ]);
    await expect(timeline.getByRole('heading', { level: 4 })).toHaveCount(13);
    await expect(timeline.getByRole('heading', { level: 4 }).first()).toHaveText('Released Atrium 2.4');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolationsInEveryLook(page, looks);
    health.expectHealthy();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('gallery: two columns of thumbnails, and the viewer fits the phone', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page, '/gallery');
    const thumbnails = page.getByRole('list', { name: 'All photos' }).getByRole('button');
    await expect(thumbnails).toHaveCount(16);
    const [first, second, third] = await Promise.all([0, 1, 2].map((n) => thumbnails.nth(n).boundingBox()));
    expect(first?.y).toBe(second?.y);
    expect(third!.y).toBeGreaterThan(first!.y);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await thumbnails.first().click();
    const viewer = page.getByRole('dialog', { name: 'Photo gallery' });
    const picture = viewer.getByRole('img');
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    health.expectHealthy();
  });

  test('blog, profile and timeline fit the phone', async ({ page }) => {
    const health = watchPageHealth(page);
    await open(page, '/blog');
    await expect(page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 3 })).toHaveCount(4);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('./#/profile');
    await expect(
      page
        .getByRole('region', { name: 'Ada Lindqvist', exact: true })
        .getByRole('heading', { name: 'Ada Lindqvist' }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Recent activity' }).getByRole('heading', { level: 4 }),
    ).toHaveCount(3);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto('./#/timeline');
    await expect(
      page.getByRole('list', { name: 'Team timeline' }).getByRole('heading', { level: 4 }),
    ).toHaveCount(13);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    health.expectHealthy();
  });
});
