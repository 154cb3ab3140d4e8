/** The two calls the `local` adapter needs from browser storage; swap in your own for tests or other stores. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
}

/**
 * IndexedDB through idb-keyval, loaded with the first read, so pages that keep no data never fetch it.
 * IndexedDB holds far more than localStorage's few megabytes and never blocks the page while it writes.
 */
export function indexedDbStore(databaseName = 'atrium-data'): KeyValueStore {
  const loaded = import('idb-keyval').then((idb) => ({
    idb,
    store: idb.createStore(databaseName, 'collections'),
  }));
  return {
    async get(key) {
      const { idb, store } = await loaded;
      return idb.get(key, store);
    },
    async set(key, value) {
      const { idb, store } = await loaded;
      await idb.set(key, value, store);
    },
  };
}

/** A store held in memory: for tests, stories and apps that keep nothing between visits. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
  };
}
