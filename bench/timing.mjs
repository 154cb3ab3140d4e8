// Timing rows: each bench/scenarios/<name>.tsx runs in Chromium against a production build of the packages'
// sources (minified React, no dev checks), and reports median milliseconds per metric.
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { chromiumArgs, chromiumPath } from '../.ci/chromium.mjs';

const repo = join(import.meta.dirname, '..');
const root = join(import.meta.dirname, 'app');
const outDir = join(tmpdir(), 'atrium-bench-app');
const port = 4178;

/**
 * Every scenario's metrics, `[{ name, ms, baseline? }]`, in scenario file order; with `only`, just the
 * scenarios whose file name holds it.
 */
export async function timingScenarios(only) {
  const folder = join(import.meta.dirname, 'scenarios');
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.slice(0, -'.tsx'.length))
    .filter((name) => only === undefined || name.includes(only));
  await build({
    root,
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        '@atrium/ui': join(repo, 'packages/ui/src/index.ts'),
        '@atrium/dashboard': join(repo, 'packages/dashboard/src/index.ts'),
      },
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath({ isFull: true }),
    args: chromiumArgs,
  });
  try {
    const rows = [];
    for (const name of names) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${port}/?scenario=${name}`);
      const metrics = await page.evaluate(() => window.benchResult);
      if (errors.length > 0) throw new Error(`Scenario ${name} failed: ${errors.join('; ')}`);
      // A metric is milliseconds, or `{ ms, baseline }` when the scenario also timed a baseline to compare with.
      for (const [metric, value] of Object.entries(metrics)) {
        rows.push(typeof value === 'number' ? { name: metric, ms: value } : { name: metric, ...value });
      }
      await page.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
