import type { AdapterEnvironment, DataAdapter, Resource, ResourceDefinition } from './resource';

/** Where the dashboard keeps its records: an adapter, or the base URL of a JSON REST server. */
export type DataSource = DataAdapter | string;

/** Opens each resource once, from an adapter whose code loads only when a page first needs data. */
export interface ResourceRegistry {
  open<Record>(definition: ResourceDefinition<Record>): Promise<Resource<Record>>;
}

/**
 * The adapter's code is fetched with the first resource a page opens: the sign-in page and a dashboard
 * scrolled no further than its first widgets never download IndexedDB or REST code.
 */
export function createResourceRegistry(
  source: DataSource | undefined,
  environment: AdapterEnvironment,
): ResourceRegistry {
  let adapter: Promise<DataAdapter> | null = null;
  const loadAdapter = () => {
    adapter ??=
      typeof source === 'object'
        ? Promise.resolve(source)
        : typeof source === 'string'
          ? import('./restAdapter').then(({ restAdapter }) =>
              restAdapter({ baseUrl: source, timeoutMs: environment.timeoutMs }),
            )
          : import('./localAdapter').then(({ localAdapter }) => localAdapter());
    adapter.catch(() => {
      adapter = null;
    });
    return adapter;
  };
  const opened = new Map<string, Promise<Resource<unknown>>>();
  return {
    open<Record>(definition: ResourceDefinition<Record>) {
      let resource = opened.get(definition.name);
      if (!resource) {
        resource = loadAdapter().then(
          (loaded) => loaded.resource(definition, environment) as Resource<unknown>,
        );
        resource.catch(() => opened.delete(definition.name));
        opened.set(definition.name, resource);
      }
      return resource as Promise<Resource<Record>>;
    },
  };
}
