// Lighthouse on every route of the built demo, as a phone and a desktop see it: medians of several runs of the
// mobile preset (slow 4G, 4× CPU) and the desktop preset, against the demo served gzipped from a static server
// on a loopback port, like a real host. Needs the production build (npm run build); builds nothing itself.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumPath } from '../.ci/chromium.mjs';

const dist = join(import.meta.dirname, '..', 'apps', 'demo', 'dist');
const routeTable = join(import.meta.dirname, '..', 'packages', 'dashboard', 'src', 'routes.tsx');

/** The presets measured: Lighthouse's default configuration is the mobile one. */
export const lighthousePresets = { mobile: undefined, desktop: desktopConfig };

/** Every path of the dashboard's route table, in table order. */
export function routePaths() {
  // The table is TypeScript, which Node cannot import; every entry names its path on a `path: '…'` line.
  return [...readFileSync(routeTable, 'utf8').matchAll(/^\s*(?:\{ )?path: '([^']+)'/gm)].map(
    (match) => match[1],
  );
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves `dist` on a free loopback port, gzipping what compresses, as a static host does; `close()` stops it. */
export async function serveGzipped(root = dist) {
  const cache = new Map();
  const server = createServer((request, response) => {
    // A URL path starts at `/`, so normalising it can never climb out of `root`.
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://host').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    let body = cache.get(file);
    if (!body) {
      try {
        const raw = readFileSync(file);
        const type = contentTypes[extname(file)] ?? 'application/octet-stream';
        body = {
          type,
          raw,
          gzip: /^(text|application)\/|svg/.test(type) ? gzipSync(raw, { level: 9 }) : undefined,
        };
        cache.set(file, body);
      } catch {
        response.writeHead(404).end();
        return;
      }
    }
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const headers = { 'content-type': body.type, 'cache-control': 'no-cache' };
    if (body.gzip && acceptsGzip)
      response.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(body.gzip);
    else response.writeHead(200, headers).end(body.raw);
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** One Lighthouse run in a fresh Chromium profile: the performance score and the metrics the goals name. */
async function runOnce(url, config) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'atrium-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath({ isFull: true }),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir,
  });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    const metric = (id) => lhr.audits[id].numericValue;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      bytes: metric('total-byte-weight'),
    };
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Medians of `runs` Lighthouse runs per route and preset of the build in `root`: `[{ route, preset, performance, fcp, … }]`. */
export async function lighthouseRows({
  root = dist,
  paths = routePaths(),
  presets = Object.keys(lighthousePresets),
  runs = 3,
} = {}) {
  const server = await serveGzipped(root);
  const rows = [];
  try {
    for (const path of paths) {
      for (const preset of presets) {
        const results = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await runOnce(`${server.origin}/#${path}`, lighthousePresets[preset]));
        const row = { route: path, preset };
        for (const key of Object.keys(results[0])) row[key] = median(results.map((result) => result[key]));
        rows.push(row);
      }
    }
  } finally {
    server.close();
  }
  return rows;
}

/** The goals a row misses, as readable lines; `goals` maps a preset to `{ performance (minimum), fcp, … }`. */
export function lighthouseMisses(rows, goals) {
  const misses = [];
  for (const row of rows) {
    for (const [key, goal] of Object.entries(goals[row.preset] ?? {})) {
      const isMiss = key === 'performance' ? row[key] < goal : row[key] > goal;
      if (isMiss)
        misses.push(
          `${row.route} ${row.preset} ${key} is ${formatMetric(key, row[key])}, goal ${formatMetric(key, goal)}`,
        );
    }
  }
  return misses;
}

/** A metric as the table prints it. */
export function formatMetric(key, value) {
  if (key === 'performance') return String(value);
  if (key === 'cls') return value.toFixed(3);
  if (key === 'bytes') return `${(value / 1024).toFixed(0)} KB`;
  if (key === 'tbt') return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
