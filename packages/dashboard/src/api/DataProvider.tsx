import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createResourceRegistry, type DataSource, type ResourceRegistry } from '../data/resourceRegistry';
import { ApiError, ApiTimeoutError, createApiClient, type ApiClient, type ApiClientOptions } from './client';

const ApiClientContext = createContext<{ client: ApiClient; registry: ResourceRegistry } | null>(null);

/** Props of {@link DataProvider}. */
export interface DataProviderProps extends ApiClientOptions {
  /**
   * Where records such as to-dos are kept: `localAdapter()` (browser storage, the default), the base URL of
   * a JSON REST server, or an adapter of your own.
   */
  data?: DataSource;
  children: ReactNode;
}

/** Supplies the API client, the resources and the query cache (loading, caching and error states) to every page. */
export function DataProvider({ children, baseUrl, onError, fetch, timeoutMs, data }: DataProviderProps) {
  const [services] = useState(() => {
    const client = createApiClient({ baseUrl, onError, fetch, timeoutMs });
    return { client, registry: createResourceRegistry(data, { client, onError, timeoutMs }) };
  });
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            // A missing or malformed file will not fix itself; only network blips are worth one more try. A
            // server that stalled once would most likely keep the page waiting (and reporting) again.
            retry: (failureCount, error) =>
              failureCount < 1 &&
              error instanceof ApiError &&
              !(error instanceof ApiTimeoutError) &&
              error.status === 0,
          },
          // A write is never repeated: the server may have applied it before the connection dropped.
          mutations: { retry: false },
        },
      }),
  );
  return (
    <ApiClientContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

/** The API client of the nearest {@link DataProvider}. */
export function useApiClient(): ApiClient {
  return useDataServices('useApiClient').client;
}

/** The resources of the nearest {@link DataProvider}, opened through its adapter. */
export function useResourceRegistry(): ResourceRegistry {
  return useDataServices('useResourceRegistry').registry;
}

function useDataServices(hook: string) {
  const services = useContext(ApiClientContext);
  if (!services) throw new Error(`${hook} needs a <DataProvider> above it.`);
  return services;
}
