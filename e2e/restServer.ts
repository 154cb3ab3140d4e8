import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { restDatabase } from '../apps/demo/scripts/rest-database.mjs';
import { startRestServer, type RestServer } from '../apps/demo/scripts/rest-server.mjs';

/** A REST server of the demo's data, with the file it keeps that data in. */
export interface RestFixture {
  server: RestServer;
  file: string;
}

/**
 * Starts a REST server on a fresh copy of the demo data before the tests of the calling file or describe block,
 * and stops it after them; its data file lives in a folder of its own, removed afterwards. The fields of the
 * returned object are set once the server is up, so read them inside a test.
 */
export function withRestServer(): RestFixture {
  const fixture = {} as RestFixture;
  let folder: string | undefined;
  test.beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atrium-e2e-rest-'));
    fixture.file = join(folder, 'db.json');
    await writeFile(fixture.file, JSON.stringify(restDatabase()));
    fixture.server = await startRestServer({ file: fixture.file });
  });
  test.afterAll(async () => {
    await fixture.server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  return fixture;
}
