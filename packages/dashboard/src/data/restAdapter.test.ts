import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { restIdKeys } from '../../../../apps/demo/scripts/rest-database.mjs';
import { startRestServer, type RestServer } from '../../../../apps/demo/scripts/rest-server.mjs';
import { createApiClient } from '../api/client';
import {
  calendarEventResource,
  inboxMessageResource,
  orderResource,
  projectResource,
  tableRowResource,
  type Order,
} from '../api/resourceDefinitions';
import { todoResource, type TodoRecord } from '../api/todos';
import {
  adapterContract,
  contractSeed,
  idFieldContract,
  orderSeed,
  runCommands,
  todoCommands,
} from './adapterContract';
import { memoryStore } from './keyValueStore';
import { localAdapter } from './localAdapter';
import { restAdapter, restListQuery } from './restAdapter';

// A real json-server on a loopback port over a temporary copy of the data, so the adapter meets the same
// HTTP, CORS headers and query handling the demo does.
let server: RestServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'atrium-rest-'));
  const file = join(folder, 'db.json');
  await writeFile(file, JSON.stringify({ todos: contractSeed, orders: orderSeed }));
  server = await startRestServer({ file });
});

afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

function openRest(seed: TodoRecord[], onError = vi.fn()) {
  server.reset({ todos: seed, orders: orderSeed });
  return restAdapter({ baseUrl: server.url }).resource(todoResource, { client: createApiClient(), onError });
}

function openOrdersAt(seed: Order[]) {
  server.reset({ todos: contractSeed, orders: seed });
  return Promise.resolve(
    restAdapter({ baseUrl: server.url }).resource(orderResource, { client: createApiClient() }),
  );
}

describe('restAdapter', () => {
  adapterContract(async (seed) => openRest(seed));
  idFieldContract(openOrdersAt);

  it('serves each collection with the id field its resource definition names', () => {
    const definitions = [
      todoResource,
      calendarEventResource,
      inboxMessageResource,
      orderResource,
      projectResource,
      tableRowResource,
    ];
    for (const { name, idKey } of definitions) expect(restIdKeys[name] ?? 'id').toBe(idKey);
  });

  it('sends an order with its own id field and no other', async () => {
    const orders = await openOrdersAt(orderSeed);
    await orders.create({ orderId: 'web-1', customerId: 3, purchase: '2026-11-26', basePrice: 10 });
    const stored = (await (await fetch(`${server.url}orders?orderId=web-1`)).json()) as object[];
    expect(stored).toEqual([{ orderId: 'web-1', customerId: 3, purchase: '2026-11-26', basePrice: 10 }]);
  });

  it('speaks json-server query parameters', () => {
    expect(
      restListQuery<TodoRecord>({
        filter: { state: 'Critical' },
        sort: { field: 'createdAt', order: 'desc' },
        page: { page: 2, perPage: 10 },
      }),
    ).toBe('?state=Critical&_sort=createdAt&_order=desc&_page=2&_limit=10');
    expect(restListQuery()).toBe('');
  });

  it('reports a refused write once as an error box and passes it on', async () => {
    const onError = vi.fn();
    const todos = openRest(contractSeed, onError);
    server.failWrites(500);
    try {
      await expect(todos.update('a', { title: 'Refused' })).rejects.toMatchObject({ status: 500 });
    } finally {
      server.failWrites(null);
    }
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      status: 500,
      body: expect.stringContaining('refused'),
    });
    await expect(todos.get('a')).resolves.toMatchObject({ title: contractSeed[0]!.title });
  });

  it('reports an invalid change once as a 422 error box and sends no write', async () => {
    const onError = vi.fn();
    const todos = openRest(contractSeed, onError);
    await expect(todos.update('a', { title: ' ' })).rejects.toMatchObject({ status: 422 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 422, statusText: 'Unprocessable Entity' });
    await expect(todos.get('a')).resolves.toMatchObject({ title: contractSeed[0]!.title });
  });

  it('reports an answer of the wrong shape instead of showing it', async () => {
    const onError = vi.fn();
    const fetch = vi.fn(async () => new Response('{"title":42}', { status: 201 }));
    const todos = restAdapter({ baseUrl: server.url, fetch }).resource(todoResource, {
      client: createApiClient(),
      onError,
    });
    await expect(todos.create(contractSeed[0]!)).rejects.toMatchObject({ statusText: 'Unexpected data' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaves the local and the REST adapter holding the same records after any session', async () => {
    await fc.assert(
      fc.asyncProperty(todoCommands, async (commands) => {
        const rest = openRest(contractSeed);
        const local = localAdapter({ store: memoryStore() }).resource(todoResource, {
          client: createApiClient({ fetch: async () => new Response(JSON.stringify(contractSeed)) }),
        });
        await runCommands(rest, contractSeed, commands);
        await runCommands(local, contractSeed, commands);
        expect((await rest.list()).records).toEqual((await local.list()).records);
      }),
      { numRuns: 25 },
    );
  });
});
