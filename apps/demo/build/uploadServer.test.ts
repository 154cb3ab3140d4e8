import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partFileName, uploadHandler } from './uploadServer.ts';

let server: Server;
let base: string;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'upload-test-'));
  const handler = uploadHandler(() => Promise.resolve(folder), { maxBytes: 1024 });
  server = createServer((request, response) =>
    handler(request, response, () => {
      response.statusCode = 404;
      response.end('not here');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

function post(body: BodyInit) {
  return fetch(`${base}/api/plug`, { method: 'POST', body });
}

describe('uploadHandler', () => {
  it('answers the name and size of an uploaded file and keeps the body on disk', async () => {
    const form = new FormData();
    const name = 'rapport "final"\u00e9 <b>.txt';
    form.append('file', new Blob(['hello, upload']), name);
    const response = await post(form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name, size: 13 });
    const [stored] = await readdir(folder);
    expect(await readFile(join(folder, stored!), 'utf8')).toContain('hello, upload');
  });

  it('refuses a body over the cap with 413 and a JSON reason', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(2048)]), 'big.bin');
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining('limit') });
  });

  it('refuses a body that is not multipart, and other methods', async () => {
    expect((await post('plain text')).status).toBe(400);
    const get = await fetch(`${base}/api/plug`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('passes other paths on', async () => {
    expect((await fetch(`${base}/api/other`, { method: 'POST', body: 'x' })).status).toBe(404);
  });
});

describe('partFileName', () => {
  it('undoes the browser escaping of quotes and line breaks', () => {
    expect(partFileName('Content-Disposition: form-data; name="file"; filename="a%22b%0D%0Ac.txt"')).toBe(
      'a"b\r\nc.txt',
    );
  });
});
