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
      const network = watchNetwork(page);
      page.on('response', (response) => fetched.add(new URL(response.url()).pathname));
      await page.goto(`${origin}/#${hashPath}`);
      // The app starts only once the static frame has painted, so the network can be quiet for a while between
      // the page and its first script; on a busy machine, also between one chunk and the chunks it imports. The
      // visit ends when the app has replaced the frame, nothing shows as loading (the header's flag waits for
      // the frame to draw), and then nothing was asked for a while.
      await page.waitForFunction(() => !document.getElementById('first-paint'), null, appTimeout);
      await page.waitForFunction(() => !document.querySelector('[data-status="loading"]'), null, appTimeout);
      await network.quiet();
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

// A first visit on a busy two-core machine can take many seconds to start the app.
const appTimeout = { timeout: 60_000 };
// Longer than the gaps seen, on a busy two-core machine, between a chunk arriving and its imports being asked for.
const quietMs = 1500;

/** Tracks the page's requests in flight; `quiet()` resolves once none was in flight or started for `quietMs`. */
function watchNetwork(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet() {
      const deadline = Date.now() + appTimeout.timeout;
      while (inFlight > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`The page still loads after ${appTimeout.timeout / 1000} s.`);
        await new Promise((tick) => setTimeout(tick, 100));
      }
    },
  };
}
