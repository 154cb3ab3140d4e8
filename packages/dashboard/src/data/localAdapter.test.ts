import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { todoResource, type TodoRecord } from '../api/todos';
import { orderResource, type Order } from '../api/resourceDefinitions';
import { adapterContract, contractSeed, idFieldContract } from './adapterContract';
import { memoryStore, type KeyValueStore } from './keyValueStore';
import { localAdapter } from './localAdapter';

function seedClient(seed: unknown, onError = vi.fn()) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(seed)));
  return { client: createApiClient({ fetch, onError }), fetch, onError };
}

function openLocal(seed: unknown, store: KeyValueStore = memoryStore(), namespace = 'test') {
  const { client, fetch, onError } = seedClient(seed);
  const todos = localAdapter({ store, namespace }).resource(todoResource, { client, onError });
  return { todos, store, fetch, onError };
}

describe('localAdapter', () => {
  adapterContract(async (seed: TodoRecord[]) => openLocal(seed).todos);
  idFieldContract(async (seed: Order[]) => {
    const { client, onError } = seedClient(seed);
    return localAdapter({ store: memoryStore() }).resource(orderResource, { client, onError });
  });

  it('starts from the static seed file and reads it once', async () => {
    const { todos, fetch } = openLocal(contractSeed);
    await todos.list();
    await todos.get('a');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('api/todos.json', expect.anything());
  });

  it('keeps changes in storage under a versioned key, so a new visit sees them', async () => {
    const store = memoryStore();
    await openLocal(contractSeed, store).todos.remove('a');
    expect(await store.get('test.v1.todos')).toMatchObject({
      version: 1,
      records: [{ _id: 'b' }, { _id: 'c' }],
    });
    const nextVisit = openLocal(contractSeed, store);
    expect((await nextVisit.todos.list()).records.map((todo) => todo._id)).toEqual(['b', 'c']);
    expect(nextVisit.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['not an object', 'garbage'],
    ['another version', { version: 99, records: [] }],
    ['records that are not a list', { version: 1, records: 'x' }],
  ])('reads storage holding %s as nothing stored', async (_, stored) => {
    const store = memoryStore();
    await store.set('test.v1.todos', stored);
    await expect(openLocal(contractSeed, store).todos.list()).resolves.toMatchObject({ total: 3 });
  });

  it('reports an invalid change once as a 422 error box and stores nothing', async () => {
    const store = memoryStore();
    const { todos, onError } = openLocal(contractSeed, store);
    await expect(todos.create({ ...contractSeed[0]!, _id: 'd', title: '' })).rejects.toMatchObject({
      status: 422,
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 422, statusText: 'Unprocessable Entity' });
    await expect(store.get('test.v1.todos')).resolves.toBeUndefined();
  });

  it('drops stored records it cannot read and keeps the rest', async () => {
    const store = memoryStore();
    await store.set('test.v1.todos', { version: 1, records: [{ title: 42 }, null, contractSeed[0]] });
    await expect(openLocal([], store).todos.list()).resolves.toEqual({
      records: [contractSeed[0]],
      total: 1,
    });
  });

  it('keeps changes for the visit when storage refuses to read or write', async () => {
    const broken: KeyValueStore = {
      get: () => Promise.reject(new Error('blocked')),
      set: () => Promise.reject(new Error('quota')),
    };
    const { todos } = openLocal(contractSeed, broken);
    await todos.remove('a');
    expect((await todos.list()).records.map((todo) => todo._id)).toEqual(['b', 'c']);
  });

  it('reports a failed seed once as an error box and tries again on the next read', async () => {
    const onError = vi.fn();
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503, statusText: 'Service Unavailable' }))
      .mockResolvedValue(new Response(JSON.stringify(contractSeed)));
    const todos = localAdapter({ store: memoryStore() }).resource(todoResource, {
      client: createApiClient({ fetch, onError }),
      onError,
    });
    await expect(todos.list()).rejects.toMatchObject({ status: 503 });
    await expect(todos.list()).resolves.toMatchObject({ total: 3 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('applies quick changes in order without losing any', async () => {
    const { todos } = openLocal(contractSeed);
    await Promise.all([todos.remove('a'), todos.update('b', { title: 'Changed' }), todos.remove('c')]);
    await expect(todos.list()).resolves.toMatchObject({
      records: [{ _id: 'b', title: 'Changed' }],
      total: 1,
    });
  });

  it('tells the other open tabs of the app about every change', async () => {
    const store = memoryStore();
    const namespace = `tabs-${Math.random()}`;
    const otherTab = openLocal(contractSeed, store, namespace).todos;
    const heard = new Promise<void>((resolve) => {
      const stop = otherTab.subscribe!(() => {
        stop();
        resolve();
      });
    });
    await openLocal(contractSeed, store, namespace).todos.update('a', { title: 'From the first tab' });
    await heard;
    await expect(otherTab.get('a')).resolves.toMatchObject({ title: 'From the first tab' });
  });

  describe('carrying over to-dos kept under the old key', () => {
    const oldKey = 'atrium.todos.v1';
    function oldStorage(value: string | null) {
      const items = new Map(value === null ? [] : [[oldKey, value]]);
      return {
        items,
        getItem: (name: string) => items.get(name) ?? null,
        removeItem: vi.fn((name: string) => void items.delete(name)),
      };
    }
    function openWithOld(legacyStorage: ReturnType<typeof oldStorage>, store = memoryStore()) {
      const { client, fetch } = seedClient(contractSeed);
      const todos = localAdapter({ store, namespace: 'test', legacyStorage }).resource(todoResource, {
        client,
      });
      return { todos, store, fetch };
    }

    it('stores them as the user’s records once, leniently read, and removes the old key', async () => {
      const old = [
        { _id: 'kept', title: 'Mine', state: 'Critical', createdAt: '2026-10-01T08:00:00.000Z' },
        { title: 'No id yet', createdAt: '2026-10-02T08:00:00.000Z' },
        { _id: 'broken', title: 42 },
      ];
      const legacy = oldStorage(JSON.stringify(old));
      const { todos, store, fetch } = openWithOld(legacy);
      const { records } = await todos.list();
      expect(records.map((todo) => todo.title)).toEqual(['Mine', 'No id yet']);
      expect(records[1]).toMatchObject({ state: 'Important', _id: expect.any(String) });
      expect(fetch).not.toHaveBeenCalled();
      expect(legacy.items.has(oldKey)).toBe(false);
      expect(await store.get('test.v1.todos')).toEqual({ version: 1, records });

      // The next visit reads the new storage; the generated id stays the same.
      const nextVisit = openWithOld(oldStorage(null), store);
      expect((await nextVisit.todos.list()).records).toEqual(records);
      expect(nextVisit.fetch).not.toHaveBeenCalled();
    });

    it('keeps a change made while the old to-dos are being carried over', async () => {
      const legacy = oldStorage(JSON.stringify([contractSeed[0]]));
      const { todos } = openWithOld(legacy);
      await Promise.all([todos.list(), todos.update('a', { title: 'Changed' })]);
      expect((await todos.list()).records).toEqual([{ ...contractSeed[0], title: 'Changed' }]);
      expect(legacy.removeItem).toHaveBeenCalledTimes(1);
    });

    it('ignores corrupt old data and starts from the seed, never crashing', async () => {
      for (const corrupt of ['{not json', '{"todos":[]}', '"text"']) {
        const { todos, fetch } = openWithOld(oldStorage(corrupt));
        await expect(todos.list()).resolves.toEqual({ records: contractSeed, total: 3 });
        expect(fetch).toHaveBeenCalledTimes(1);
      }
    });

    it('leaves newer stored records alone', async () => {
      const store = memoryStore();
      await openWithOld(oldStorage(null), store).todos.remove('a');
      const legacy = oldStorage(JSON.stringify([{ _id: 'old', title: 'Old' }]));
      expect((await openWithOld(legacy, store).todos.list()).records.map((todo) => todo._id)).toEqual([
        'b',
        'c',
      ]);
      expect(legacy.removeItem).not.toHaveBeenCalled();
    });
  });
});
