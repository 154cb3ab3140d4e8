import * as z from 'zod/mini';
import { createApiClient, type ApiClient } from '../api/client';
import {
  applyChanges,
  checkedRecord,
  readRecords,
  type AdapterEnvironment,
  type DataAdapter,
  type ListQuery,
  type Resource,
  type ResourceDefinition,
} from './resource';

/** Options of {@link restAdapter}. */
export interface RestAdapterOptions {
  /** Root of the collections, e.g. `https://api.example.com/v1/` (then `GET /v1/todos`). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Milliseconds a call may stall before it is aborted and reported; the app's data client's by default. */
  timeoutMs?: number;
}

const listSchema = z.array(z.unknown());

/** The query string of a list in json-server's conventions: `field=value`, `_sort`, `_order`, `_page`, `_limit`. */
export function restListQuery<Record>(query: ListQuery<Record> = {}): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined) params.append(field, String(value));
  }
  if (query.sort) {
    params.set('_sort', query.sort.field);
    params.set('_order', query.sort.order);
  }
  if (query.page) {
    params.set('_page', String(query.page.page));
    params.set('_limit', String(query.page.perPage));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Keeps every resource on a conventional JSON REST server: `GET /todos` (with json-server's query
 * parameters and `X-Total-Count`), `GET /todos?_id=1`, `POST /todos`, `PATCH /todos/1`, `DELETE /todos/1`.
 * json-server, react-admin's simple REST provider and most REST frameworks speak this out of the box.
 */
export function restAdapter({ baseUrl, fetch, timeoutMs }: RestAdapterOptions): DataAdapter {
  return {
    resource<Record>(definition: ResourceDefinition<Record>, environment: AdapterEnvironment) {
      const client = createApiClient({
        baseUrl,
        onError: environment.onError,
        fetch,
        timeoutMs: timeoutMs ?? environment.timeoutMs,
      });
      const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
      const refuseInvalid = (record: unknown, path: string) =>
        checkedRecord(definition, record, `${root}${path}`, environment.onError);
      return restResource(definition, client, refuseInvalid);
    },
  };
}

function restResource<Record>(
  definition: ResourceDefinition<Record>,
  client: ApiClient,
  refuseInvalid: (record: unknown, path: string) => Record,
): Resource<Record> {
  const collection = encodeURIComponent(definition.name);
  const one = (id: string) => `${collection}/${encodeURIComponent(id)}`;
  // A single answer goes through the same reading as a list, so both treat odd records alike.
  const readOne = (answer: unknown): Record => {
    const [record] = readRecords(definition, [answer]);
    if (record === undefined)
      throw new TypeError(`${definition.name}: the server answered with a record it cannot read.`);
    return record;
  };
  return {
    async list(query, init) {
      const { data, headers } = await client.send({
        method: 'GET',
        path: `${collection}${restListQuery(query)}`,
        schema: listSchema,
        signal: init?.signal,
      });
      const records = readRecords(definition, data);
      const total = Number(headers.get('X-Total-Count'));
      return {
        records,
        total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : records.length,
      };
    },
    async get(id, init) {
      // Filtering the list answers "none" with an empty list rather than a 404 the error box would show.
      const { data } = await client.send({
        method: 'GET',
        path: `${collection}${restListQuery<Record>({ filter: { [definition.idKey]: id } as ListQuery<Record>['filter'] })}`,
        schema: listSchema,
        signal: init?.signal,
      });
      return readRecords(definition, data)[0] ?? null;
    },
    // Writes are checked before they are sent: a server that stored what the app cannot read back would
    // leave a record no screen shows and no one can fix.
    async create(record) {
      return readOne(await client.post(collection, refuseInvalid(record, collection), definition.schema));
    },
    async update(id, changes) {
      const current = readOne(await client.get(one(id), definition.schema));
      refuseInvalid(
        { ...applyChanges(current, changes), [definition.idKey]: current[definition.idKey] },
        one(id),
      );
      return readOne(await client.patch(one(id), changes, definition.schema));
    },
    async remove(id) {
      await client.delete(one(id));
    },
  };
}
