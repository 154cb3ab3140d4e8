import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { watchPageHealth } from './pageHealth';

const dist = join(import.meta.dirname, '..', 'apps', 'demo', 'dist');
const prefix = '/hosted/under/a/folder/';
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

let server: Server;
let origin = '';

// A plain static host that knows nothing about the app: no SPA fallback, a deep sub-path.
test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(prefix)) return response.writeHead(404).end();
    const relative = normalize(url.pathname.slice(prefix.length) || 'index.html');
    const file = join(dist, relative);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address && typeof address === 'object') origin = `http://127.0.0.1:${address.port}`;
});

test.afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

test('the built demo runs from a sub-path of a static host with no fallback', async ({ page }) => {
  const health = watchPageHealth(page);
  await page.goto(`${origin}${prefix}`);
  await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to Atrium' })).toBeVisible();
  const data = await page.evaluate(async () => (await fetch('api/user.json')).status);
  expect(data).toBe(200);
  health.expectHealthy();
});
