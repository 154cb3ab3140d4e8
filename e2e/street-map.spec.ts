import { expect, test, type Page } from '@playwright/test';
import { darkElegance, smartDefault } from '../packages/ui/src/theme/skins';
import { serveTiles } from './mapTiles';
import { expectNoAxeViolationsInEveryLook, waitForApp, watchPageHealth } from './pageHealth';

// Issue #24: the street map on /maps, with tiles from local fixtures (routed requests), never a tile server.

const atlasChunk = /countries-50m/;
const notice = 'The street map could not be loaded, so an outline map is shown.';

/** Where 45° N, 73° W falls at zoom 8, in tile units: x = 256·(lon+180)/360, y from the Mercator formula. */
function tileOf(longitude: number, latitude: number, zoom: number) {
  const n = 2 ** zoom;
  const rad = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * n,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n,
  };
}

async function openMaps(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('./#/maps');
  await waitForApp(page);
  return fetched;
}

test('the street map opens at 45, -73, zoom 8; every style redraws it; it fits a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const health = watchPageHealth(page);
  const requested = await serveTiles(page);
  const fetched = await openMaps(page);
  const street = page.getByRole('region', { name: 'Street map' });
  const map = street.getByRole('application', { name: 'Street map' });
  await expect(street.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(street.getByText('Zoom level 8')).toBeVisible();

  // The tile holding 45° N, 73° W is drawn so that point sits at the map's centre.
  const centre = tileOf(-73, 45, 8);
  const [tileX, tileY] = [Math.floor(centre.x), Math.floor(centre.y)];
  expect(requested).toContain(`8/${tileX}/${tileY}`);
  expect(requested.every((tile) => tile.startsWith('8/'))).toBe(true);
  const tile = await street.locator(`img[src$="/8/${tileX}/${tileY}.png"]`).boundingBox();
  const box = (await map.boundingBox())!;
  expect(tile!.x + (centre.x - tileX) * 256).toBeCloseTo(box.x + box.width / 2, -1);
  expect(tile!.y + (centre.y - tileY) * 256).toBeCloseTo(box.y + box.height / 2, -1);
  // A pin opens its popup from the keyboard; its close button is markup Leaflet writes as a string, which the
  // page's Trusted Types policy has to let through.
  const pin = street.getByRole('button', { name: 'Montréal' });
  await pin.focus();
  await page.keyboard.press('Enter');
  const close = street.getByRole('button', { name: 'Close' });
  await expect(close).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(close).toHaveCount(0);
  await expect(street.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  // The outline atlas is for the fallback and the world map below the fold: a first visit does not fetch it.
  expect(fetched.filter((url) => atlasChunk.test(url))).toEqual([]);

  // Every style draws the map differently, and the choice is remembered.
  const select = street.getByRole('combobox', { name: 'Map style' });
  await expect(select).toHaveText(/Colorful/);
  const filter = () => map.locator('.leaflet-tile-pane').evaluate((pane) => getComputedStyle(pane).filter);
  const drawings = new Set<string>();
  const names = ['Greyscale', 'Metro', 'Mono color', 'Monochrome', 'Night vision', 'Night vision highlight'];
  for (const name of ['Colorful', ...names, 'Old paper']) {
    if (name !== 'Colorful') {
      const before = await filter();
      await select.click();
      await page.getByRole('option', { name, exact: true }).click();
      await expect(select).toHaveText(name);
      await expect.poll(filter).not.toBe(before);
    }
    drawings.add((await map.screenshot({ animations: 'disabled' })).toString('base64'));
  }
  expect(drawings.size).toBe(8);
  expect(await page.evaluate(() => localStorage.getItem('atrium.maps.style'))).toBe('old-paper');

  await expectNoAxeViolationsInEveryLook(page, { skins: [smartDefault, darkElegance] });
  health.expectHealthy();

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(map).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'pixels the page is wider than the screen').toBeLessThanOrEqual(0);
});

test('when the tiles fail, the map says so once and shows the outline at the same centre and zoom', async ({
  page,
}) => {
  const requested = await serveTiles(page, { fail: true });
  const fetched = await openMaps(page);
  const street = page.getByRole('region', { name: 'Street map' });
  await expect(street.getByText(notice)).toBeVisible();
  await expect(street.getByRole('status').filter({ hasText: notice })).toHaveCount(1);
  const outline = street.getByRole('figure', { name: 'Outline map' });
  await expect(outline.getByText('Zoom level 8')).toBeVisible();
  await expect(outline.locator('.rsm-geography').first()).toBeAttached();
  expect(requested.length).toBeGreaterThan(0);
  expect(fetched.some((url) => atlasChunk.test(url))).toBe(true);
  await expect(street.getByRole('application')).toHaveCount(0);
});
