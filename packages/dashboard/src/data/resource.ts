import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { ApiError, type ApiClient } from '../api/client';

/** A field value a list can be filtered on. */
export type FilterValue = string | number | boolean;

/** Which records a list returns, in which order, and which page of them. */
export interface ListQuery<Record> {
  /** Records whose field equals the value (all of them must match). */
  filter?: Partial<{ [Key in keyof Record & string]: FilterValue }>;
  /** Order by one field; ties keep the stored order. */
  sort?: { field: keyof Record & string; order: 'asc' | 'desc' };
  /** One page of the (filtered, sorted) records; pages count from 1. */
  page?: { page: number; perPage: number };
}

/** One page of a list and how many records the whole (filtered) list holds. */
export interface ListResult<Record> {
  records: Record[];
  total: number;
}

/** The changes of an update: fields to set, and `null` for optional fields to clear. */
export type RecordChanges<Record> = { [Key in keyof Record]?: Record[Key] | null };

/** Typed access to one collection, whichever backend holds it. */
export interface Resource<Record> {
  list(query?: ListQuery<Record>, init?: { signal?: AbortSignal }): Promise<ListResult<Record>>;
  /** One record, or `null` when there is none with that id. */
  get(id: string, init?: { signal?: AbortSignal }): Promise<Record | null>;
  /** Stores a new record (with its id) and returns it as stored. */
  create(record: Record): Promise<Record>;
  /** Applies `changes` to the record with that id and returns it as stored. */
  update(id: string, changes: RecordChanges<Record>): Promise<Record>;
  remove(id: string): Promise<void>;
  /** Calls `onChange` when the collection changes from elsewhere (another tab); returns the unsubscribe. */
  subscribe?(onChange: () => void): () => void;
}

/** Describes a collection: its name, the id field, where its demo data lives and how to read a record. */
export interface ResourceDefinition<Record> {
  /** Collection name: the REST path (`todos`) and the storage key. */
  name: string;
  /** The field holding each record's unique id. */
  idKey: keyof Record & string;
  /** The static file the `local` adapter starts from, under the app's data root (`todos.json`). */
  seedPath: string;
  /** The field of the seed file holding the list, when the file wraps it (`{ "data": [...] }`). */
  seedField?: string;
  /**
   * A localStorage key an earlier version kept these records under, as a JSON array: the browser-storage
   * adapter carries them over once, then removes the key.
   */
  legacyStorageKey?: string;
  /** Validates one record as received from a backend. */
  schema: $ZodType;
  /**
   * Turns validated records into the app's records, e.g. generating missing ids or dropping repeated ones;
   * records with missing or extra fields must never throw here.
   */
  normalize(records: readonly unknown[]): Record[];
}

/** What an adapter gets from the dashboard: the app's data client and where failures are reported. */
export interface AdapterEnvironment {
  /** The client of the app's data root, for static files such as the seeds. */
  client: ApiClient;
  /** Reports a failure as the error box; the adapter still throws it. */
  onError?: (error: ApiError) => void;
  /** How long the app lets a call stall before reporting it (the data client's `timeoutMs`). */
  timeoutMs?: number;
}

/** A backend for every resource: `localAdapter()` (browser storage) or `restAdapter()` (a JSON REST server). */
export interface DataAdapter {
  resource<Record>(definition: ResourceDefinition<Record>, environment: AdapterEnvironment): Resource<Record>;
}

/** The id of a record as the string the adapters use in paths and keys. */
export function recordId<Record>(definition: ResourceDefinition<Record>, record: Record): string {
  return String(record[definition.idKey]);
}

/** The entries of `input` the definition's schema accepts, as they are, before normalising. */
export function readableEntries<Record>(definition: ResourceDefinition<Record>, input: unknown): Record[] {
  if (!Array.isArray(input)) return [];
  return input.filter((entry) => safeParse(definition.schema, entry).success) as Record[];
}

/** The records of `input` the definition can read, normalised; anything else reads as none. */
export function readRecords<Record>(definition: ResourceDefinition<Record>, input: unknown): Record[] {
  return definition.normalize(readableEntries(definition, input));
}

/**
 * `record` as the definition reads it, or an `ApiError` 422 reported through `onError` when it reads none
 * (a blank to-do title, a missing field): a backend must never store a record it could not show again.
 */
export function checkedRecord<Record>(
  definition: ResourceDefinition<Record>,
  record: unknown,
  where: string,
  onError: AdapterEnvironment['onError'],
): Record {
  const [readable] = readRecords(definition, [record]);
  if (readable !== undefined) return readable;
  const error = new ApiError(
    where,
    422,
    'Unprocessable Entity',
    `${definition.name}: the record is incomplete or invalid, so nothing was saved.`,
  );
  onError?.(error);
  throw error;
}

/** A record with `changes` applied: `null` clears a field, `undefined` leaves it as it is. */
export function applyChanges<Record>(record: Record, changes: RecordChanges<Record>): Record {
  const next = { ...record } as { [key: string]: unknown };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else if (value !== undefined) next[key] = value;
  }
  return next as Record;
}

/**
 * A definition whose records are exactly what `schema` reads (unknown fields dropped); a repeated id keeps
 * its first record, so lists and React keys stay unique.
 */
export function defineResource<Schema extends $ZodType>(
  definition: Omit<ResourceDefinition<output<Schema>>, 'normalize' | 'schema'> & { schema: Schema },
): ResourceDefinition<output<Schema>> {
  return {
    ...definition,
    normalize(entries) {
      const seen = new Set<string>();
      const records: output<Schema>[] = [];
      for (const entry of entries) {
        const parsed = safeParse(definition.schema, entry);
        if (!parsed.success) continue;
        const id = String((parsed.data as { [key: string]: unknown })[definition.idKey]);
        if (seen.has(id)) continue;
        seen.add(id);
        records.push(parsed.data);
      }
      return records;
    },
  };
}
