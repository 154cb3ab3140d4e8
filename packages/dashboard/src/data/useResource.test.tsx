import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { DataProvider } from '../api/DataProvider';
import { todoResource, type TodoRecord } from '../api/todos';
import type { DataAdapter, Resource } from './resource';
import { useResourceList, useResourceMutations, useResourceRecord } from './useResource';

const stored: TodoRecord = {
  _id: 'a',
  title: 'Stored',
  state: 'Important',
  createdAt: '2026-11-20T08:00:00.000Z',
};

/** A backend whose writes hang until released, then fail, and whose reads fail once a write has failed. */
function refusingAdapter() {
  let release: (() => void) | undefined;
  let hasFailed = false;
  const resource: Resource<TodoRecord> = {
    list: async () => {
      if (hasFailed) throw new Error('The server is down.');
      return { records: [stored], total: 1 };
    },
    get: async () => stored,
    create: async (record) => record,
    remove: async () => undefined,
    update: () =>
      new Promise((_, reject) => {
        release = () => {
          hasFailed = true;
          reject(new Error('Refused'));
        };
      }),
  };
  const adapter: DataAdapter = { resource: <Record,>() => resource as unknown as Resource<Record> };
  return { adapter, refuse: () => release?.() };
}

describe('useResourceMutations', () => {
  it('shows an update at once and rolls it back from its snapshot when the backend refuses', async () => {
    const { adapter, refuse } = refusingAdapter();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataProvider data={adapter} fetch={vi.fn()}>
        {children}
      </DataProvider>
    );
    const { result } = await renderHook(
      () => ({ list: useResourceList(todoResource), mutations: useResourceMutations(todoResource) }),
      { wrapper },
    );
    await expect.poll(() => result.current.list.data?.records[0]?.title).toBe('Stored');
    result.current.mutations.update.mutate({ id: 'a', changes: { title: 'Changed' } });
    await expect.poll(() => result.current.list.data?.records[0]?.title).toBe('Changed');
    refuse();
    // The reload after the failure fails too, so only the snapshot can bring the stored title back.
    await expect.poll(() => result.current.mutations.update.isError).toBe(true);
    await expect.poll(() => result.current.list.data?.records[0]?.title).toBe('Stored');
  });
});

describe('useResourceRecord', () => {
  it('reads one record through the resource, answers null when none is asked for, and reloads after a change', async () => {
    let title = 'Stored';
    const asked: string[] = [];
    const resource: Resource<TodoRecord> = {
      list: async () => ({ records: [], total: 0 }),
      get: async (id) => {
        asked.push(id);
        return id === 'a' ? { ...stored, title } : null;
      },
      create: async (record) => record,
      remove: async () => undefined,
      update: async (_id, changes) => {
        title = changes.title ?? title;
        return { ...stored, title };
      },
    };
    const adapter: DataAdapter = { resource: <Record,>() => resource as unknown as Resource<Record> };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataProvider data={adapter} fetch={vi.fn()}>
        {children}
      </DataProvider>
    );
    const { result } = await renderHook(
      () => ({
        one: useResourceRecord(todoResource, 'a'),
        missing: useResourceRecord(todoResource, 'zz'),
        none: useResourceRecord(todoResource, undefined),
        mutations: useResourceMutations(todoResource),
      }),
      { wrapper },
    );
    await expect.poll(() => result.current.one.data?.title).toBe('Stored');
    await expect.poll(() => result.current.missing.data).toBeNull();
    await expect.poll(() => result.current.none.data).toBeNull();
    expect(asked.sort()).toEqual(['a', 'zz']);
    result.current.mutations.update.mutate({ id: 'a', changes: { title: 'Changed' } });
    await expect.poll(() => result.current.one.data?.title).toBe('Changed');
  });
});
