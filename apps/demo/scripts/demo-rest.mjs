// `npm run demo:rest`: the demo against a real JSON REST server. Starts json-server on a free loopback port
// over a fresh copy of the demo data, then the demo's Vite server pointed at it.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { restDatabase } from './rest-database.mjs';
import { startRestServer } from './rest-server.mjs';

const demoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const file = join(await mkdtemp(join(tmpdir(), 'atrium-demo-rest-')), 'db.json');
await writeFile(file, `${JSON.stringify(restDatabase(), null, 2)}\n`);
const rest = await startRestServer({ file });

const vite = await createServer({
  root: demoRoot,
  configFile: join(demoRoot, 'vite.config.ts'),
  server: { host: '127.0.0.1', port: 0 },
});
await vite.listen();
const demoUrl = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';

console.log(`REST server: ${rest.url} (data file ${file})`);
console.log(`Demo:        ${demoUrl}?rest=${encodeURIComponent(rest.url)}#/dashboard`);

const stop = async () => {
  await Promise.all([vite.close(), rest.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
