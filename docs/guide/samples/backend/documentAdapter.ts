import {
  ApiError,
  applyChanges,
  applyListQuery,
  checkedRecord,
  readRecords,
  recordId,
  type DataAdapter,
} from '@atrium/dashboard';

/**
 * Keeps each collection as one JSON document on a server that answers `GET` and `PUT` on
 * `<baseUrl>/<collection>`: small, but every call of a resource in one place.
 */
export function documentAdapter(baseUrl: string): DataAdapter {
  return {
    resource(definition, environment) {
      const url = `${baseUrl}/${definition.name}`;

      function fail(status: number, statusText: string, body: string): never {
        const error = new ApiError(url, status, statusText, body);
        environment.onError?.(error);
        throw error;
      }

      async function send(method: 'GET' | 'PUT', body?: unknown): Promise<unknown> {
        const response = await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) fail(response.status, response.statusText, await response.text());
        return response.json();
      }

      // readRecords applies the resource's own validation: a record it cannot read is left out, not shown broken.
      const load = async () => readRecords(definition, await send('GET'));
      const find = async (id: string) =>
        (await load()).find((record) => recordId(definition, record) === id) ?? null;

      return {
        list: async (query) => applyListQuery(await load(), query),
        get: find,
        async create(record) {
          // Refuses (422 and the error box) a record the app could not show again, before anything is stored.
          const stored = checkedRecord(definition, record, url, environment.onError);
          await send('PUT', [...(await load()), stored]);
          return stored;
        },
        async update(id, changes) {
          const current = await find(id);
          if (!current) fail(404, 'Not Found', `${definition.name}: no record ${id}`);
          const stored = checkedRecord(definition, applyChanges(current, changes), url, environment.onError);
          const records = await load();
          await send(
            'PUT',
            records.map((record) => (recordId(definition, record) === id ? stored : record)),
          );
          return stored;
        },
        async remove(id) {
          const records = await load();
          await send(
            'PUT',
            records.filter((record) => recordId(definition, record) !== id),
          );
        },
      };
    },
  };
}
