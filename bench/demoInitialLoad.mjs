// What a first visit to a demo URL downloads: every JS and CSS file the browser fetches until the network is
// idle, on a 1280×720 screen without scrolling, measured as gzip of the built files. Content that loads when
// scrolled to is not counted. Needs the production build (npm run build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../.ci/chromium.mjs';

const dist = join(import.meta.dirname, '..', 'apps', 'demo', 'dist');

// A 1×1 PNG: what a street map's tiles are answered with, so nothing is fetched from outside the demo.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

/**
 * Opens a browser for first visits to the demo served at `origin`. `measure(hashPath)` resolves to the `{ js, css }`
 * gzip bytes a first visit to that page fetches. Requests to other origins (map tiles) are answered locally; with
 * `tilesFail`, refused, as offline or behind a blocking proxy.
 *
 * Each visit gets a browser context of its own, so it starts with an empty cache as a first visit does; one
 * browser serves them all, and each built file is compressed once, however many pages fetch it. Visits run one
 * at a time: the end of a visit is when the network falls quiet, and a page starved of the processor by another
 * can fall quiet before it asks for its last chunk.
 */
export async function openFirstVisits(origin) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('No demo build: run `npm run build` first.');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const gzipBytes = new Map();
  const gzipSize = (path) => {
    if (!gzipBytes.has(path))
      gzipBytes.set(path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length);
    return gzipBytes.get(path);
  };

  async function measure(hashPath, { tilesFail = false } = {}) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const page = await context.newPage();
      await page.route(
        (url) => url.origin !== origin,
        (route) =>
          !tilesFail && route.request().resourceType() === 'image'
            ? route.fulfill({ contentType: 'image/png', body: blankTile })
            : route.abort(),
      );
      const fetched = new Set();
      page.on('response', (response) => fetched.add(new URL(response.url()).pathname));
      await page.goto(`${origin}/#${hashPath}`, { waitUntil: 'networkidle' });
      // A flag (the header's language) is fetched only once the frame has drawn; on a busy machine the network
      // can fall quiet before that, and the row would count it one run and not the next.
      await page.waitForFunction(() => !document.querySelector('[data-status="loading"]'));
      await page.waitForLoadState('networkidle');
      const total = { js: 0, css: 0 };
      for (const path of fetched) {
        const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
        if (kind) total[kind] += gzipSize(path);
      }
      return total;
    } finally {
      await context.close();
    }
  }

  return { measure, close: () => browser.close() };
}
