import * as z from 'zod/mini';
import { ApiError } from '../api/client';
import { applyListQuery } from './listQuery';
import { indexedDbStore, type KeyValueStore } from './keyValueStore';
import {
  applyChanges,
  checkedRecord,
  readableEntries,
  readRecords,
  recordId,
  type AdapterEnvironment,
  type DataAdapter,
  type Resource,
  type ResourceDefinition,
} from './resource';

/** Version of the stored format; part of the key, so a future format never misreads an old one. */
export const localDataVersion = 1;

/** Options of {@link localAdapter}. */
export interface LocalAdapterOptions {
  /** Where changes are kept; IndexedDB by default. */
  store?: KeyValueStore;
  /** Prefix of the storage keys and name of the channel tabs tell each other about changes on. */
  namespace?: string;
  /** Where records of an earlier version may wait to be carried over; the browser's localStorage by default. */
  legacyStorage?: LegacyStorage;
}

/** The part of the Web Storage API the carry-over of earlier records uses. */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function browserStorage(): LegacyStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage disabled by the browser's settings throws on access.
    return undefined;
  }
}

const seedListSchema = z.array(z.unknown());

interface StoredCollection {
  version: number;
  records: unknown[];
}

function isStoredCollection(value: unknown): value is StoredCollection {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<StoredCollection>;
  return stored.version === localDataVersion && Array.isArray(stored.records);
}

/**
 * Keeps every resource in the browser: it starts from the app's static demo files (`api/todos.json`) and
 * stores the user's changes, so the dashboard runs from any static host with no server. Garbage in storage
 * reads as nothing stored; storage that refuses writes keeps changes for this visit only. Other open tabs
 * of the app hear about every change.
 */
export function localAdapter({
  store,
  namespace = 'atrium.data',
  legacyStorage,
}: LocalAdapterOptions = {}): DataAdapter {
  let sharedStore: KeyValueStore | undefined = store;
  return {
    resource<Record>(definition: ResourceDefinition<Record>, environment: AdapterEnvironment) {
      sharedStore ??= indexedDbStore();
      const legacy = legacyStorage ?? browserStorage();
      return localResource(definition, environment, sharedStore, namespace, legacy);
    },
  };
}

function localResource<Record>(
  definition: ResourceDefinition<Record>,
  { client, onError }: AdapterEnvironment,
  store: KeyValueStore,
  namespace: string,
  legacyStorage: LegacyStorage | undefined,
): Resource<Record> {
  const key = `${namespace}.v${localDataVersion}.${definition.name}`;
  const where = `${definition.name} (browser storage)`;
  const channelName = `${namespace}.changes`;
  // The visit's own copy, for storage that cannot be read back (blocked or full).
  let unsaved: Record[] | null = null;
  let seed: Promise<Record[]> | null = null;
  // Read-change-write steps run one at a time, so two quick changes never overwrite each other.
  let writes: Promise<unknown> = Promise.resolve();

  const { seedField } = definition;
  const fetchSeed = () =>
    seedField
      ? client
          .get(definition.seedPath, z.object({ [seedField]: seedListSchema }))
          .then((file) => file[seedField])
      : client.get(definition.seedPath, seedListSchema);
  const loadSeed = () => {
    seed ??= fetchSeed().then(
      (entries) => readRecords(definition, entries),
      (error: unknown) => {
        seed = null;
        throw error;
      },
    );
    return seed;
  };

  const read = async (): Promise<unknown> => {
    try {
      return await store.get(key);
    } catch {
      return undefined;
    }
  };
  // Once per visit and before anything else reads, so a read and a write never both carry records over.
  let carriedOver: Promise<void> | null = null;
  const carryOver = async () => {
    const { legacyStorageKey } = definition;
    if (!legacyStorageKey || !legacyStorage || isStoredCollection(await read())) return;
    let entries: unknown;
    try {
      entries = JSON.parse(legacyStorage.getItem(legacyStorageKey) ?? 'null');
    } catch {
      // Unreadable old data is not the user's to-dos any more; the seed stands.
      return;
    }
    if (!Array.isArray(entries)) return;
    const records = readRecords(definition, entries);
    try {
      await store.set(key, { version: localDataVersion, records });
      legacyStorage.removeItem(legacyStorageKey);
    } catch {
      // Storage refuses writes: the old key stays for the next visit, this one keeps the records.
      unsaved = records;
    }
  };

  // The records as kept, not yet normalised: changes apply to these, as a REST server changes what it holds, so
  // a field that reading leaves out (the finishing date of a to-do reopened) is still there when it applies
  // again, in the browser as on a server.
  const loadKept = async (): Promise<Record[]> => {
    await (carriedOver ??= carryOver());
    const stored = await read();
    if (isStoredCollection(stored)) return readableEntries(definition, stored.records);
    return unsaved ?? [...(await loadSeed())];
  };
  const load = async (): Promise<Record[]> => readRecords(definition, await loadKept());

  const refuse = (status: number, statusText: string, body: string): never => {
    const error = new ApiError(where, status, statusText, body);
    onError?.(error);
    throw error;
  };

  const change = <Result>(step: (records: Record[]) => { records: Record[]; result: Result }) => {
    const run = writes.then(async () => {
      const { records, result } = step(await loadKept());
      unsaved = records;
      try {
        await store.set(key, { version: localDataVersion, records });
      } catch {
        // Full or blocked storage: the change lasts for this visit only.
      }
      announce(channelName, definition.name);
      return result;
    });
    writes = run.catch(() => undefined);
    return run;
  };

  const indexOf = (records: Record[], id: string) =>
    records.findIndex((record) => recordId(definition, record) === id);
  const notFound = (id: string) => refuse(404, 'Not Found', `${definition.name}: no record with id ${id}.`);

  return {
    async list(query) {
      return applyListQuery(await load(), query);
    },
    async get(id) {
      const records = await load();
      return records[indexOf(records, id)] ?? null;
    },
    create(record) {
      return change((records) => {
        // Checked, then stored as given, as a REST server would: reading normalises it the same way for both.
        checkedRecord(definition, record, where, onError);
        const id = recordId(definition, record);
        if (indexOf(records, id) >= 0) refuse(409, 'Conflict', `${definition.name}: id ${id} is taken.`);
        return { records: [...records, record], result: record };
      });
    },
    update(id, changes) {
      return change((records) => {
        const at = indexOf(records, id);
        if (at < 0) notFound(id);
        const current = records[at]!;
        // The id names the record; a change cannot move it to another one.
        const updated = { ...applyChanges(current, changes), [definition.idKey]: current[definition.idKey] };
        checkedRecord(definition, updated, where, onError);
        return {
          records: records.map((record, index) => (index === at ? updated : record)),
          result: updated,
        };
      });
    },
    remove(id) {
      return change((records) => {
        const at = indexOf(records, id);
        if (at < 0) notFound(id);
        return { records: records.filter((_, index) => index !== at), result: undefined };
      });
    },
    subscribe(onChange) {
      if (typeof BroadcastChannel === 'undefined') return () => undefined;
      const channel = new BroadcastChannel(channelName);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (event.data === definition.name) onChange();
      };
      return () => channel.close();
    },
  };
}

/** Tells the app's other tabs that a collection changed; a closed channel still delivers what it sent. */
function announce(channelName: string, resourceName: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(resourceName);
  channel.close();
}
