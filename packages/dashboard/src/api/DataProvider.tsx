import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ApiError, createApiClient, type ApiClient, type ApiClientOptions } from './client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Props of {@link DataProvider}. */
export interface DataProviderProps extends ApiClientOptions {
  children: ReactNode;
}

/** Supplies the API client and the query cache (loading, caching and error states) to every page. */
export function DataProvider({ children, baseUrl, onError, fetch }: DataProviderProps) {
  const [client] = useState(() => createApiClient({ baseUrl, onError, fetch }));
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 60_000,
            refetchOnWindowFocus: false,
            // A missing or malformed file will not fix itself; only network blips are worth one more try.
            retry: (failureCount, error) =>
              failureCount < 1 && error instanceof ApiError && error.status === 0,
          },
          // A write is never repeated: the server may have applied it before the connection dropped.
          mutations: { retry: false },
        },
      }),
  );
  return (
    <ApiClientContext.Provider value={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}

/** The API client of the nearest {@link DataProvider}. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs a <DataProvider> above it.');
  return client;
}
