import type { Page } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import { mapTiles } from '../apps/demo/src/mapTiles';

// Street-map tiles for end-to-end tests, made here as small PNGs: the tests never reach a tile server.

type Rgb = readonly [number, number, number];
const land: Rgb = [242, 239, 233];
const water: Rgb = [170, 211, 223];
const park: Rgb = [200, 250, 204];
const road: Rgb = [232, 146, 162];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A 256-pixel RGB PNG whose pixel at (x, y) is `colour(x, y)`. */
export function png(colour: (x: number, y: number) => Rgb, size = 256): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, truecolour, no interlace
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const start = y * (1 + size * 3);
    for (let x = 0; x < size; x += 1) rows.set(colour(x, y), start + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tile with land, a river, a park and roads; `x` and `y` shift them, so neighbouring tiles differ. */
export function streetTile(x: number, y: number): Buffer {
  const bend = (x * 37 + y * 11) % 96;
  return png((px, py) => {
    if (Math.abs(py - (80 + bend) - Math.round(30 * Math.sin(px / 40))) < 14) return water;
    if ((px + x * 17) % 64 < 3 || (py + y * 23) % 64 < 3) return road;
    if (px > 150 && py > 170) return park;
    return land;
  });
}

/** The demo's tile URL template as a pattern Playwright can route, e.g. `https://tile.example.org/**`. */
export const tileRoute = `${new URL(mapTiles.url.replace(/\{[a-z]\}/g, '0')).origin}/**`;

/**
 * Answers the demo's tile requests with {@link streetTile}s and records each tile asked for as `z/x/y`.
 * Pass `fail: true` to answer every tile with 404 instead, as an unreachable or blocking tile host would.
 */
export async function serveTiles(page: Page, { fail = false } = {}) {
  const requested: string[] = [];
  const cache = new Map<string, Buffer>();
  await page.route(tileRoute, async (route) => {
    const [z, x, y] = new URL(route.request().url()).pathname.match(/\d+/g)!.map(Number) as [
      number,
      number,
      number,
    ];
    requested.push(`${z}/${x}/${y}`);
    if (fail) return route.fulfill({ status: 404, body: '' });
    const key = `${x}/${y}`;
    if (!cache.has(key)) cache.set(key, streetTile(x, y));
    return route.fulfill({ status: 200, contentType: 'image/png', body: cache.get(key)! });
  });
  return requested;
}
