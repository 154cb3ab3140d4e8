// What a first visit to a demo URL downloads: every JS and CSS file the browser fetches until the network is
// idle, on a 1280×720 screen without scrolling, measured as gzip of the built files. Content that loads when
// scrolled to is not counted. Needs the production build (npm run build).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../.ci/chromium.mjs';

const dist = join(import.meta.dirname, '..', 'apps', 'demo', 'dist');

/** `{ js, css }` gzip bytes fetched when opening `hashPath` on the demo served at `origin`. */
export async function demoInitialLoad(origin, hashPath) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('No demo build: run `npm run build` first.');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    const fetched = new Set();
    page.on('response', (response) => fetched.add(new URL(response.url()).pathname));
    await page.goto(`${origin}/#${hashPath}`, { waitUntil: 'networkidle' });
    const total = { js: 0, css: 0 };
    for (const path of fetched) {
      const kind = path.endsWith('.js') ? 'js' : path.endsWith('.css') ? 'css' : undefined;
      if (!kind) continue;
      total[kind] += gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    }
    return total;
  } finally {
    await browser.close();
  }
}
