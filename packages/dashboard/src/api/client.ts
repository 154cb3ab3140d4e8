import type { z } from 'zod';

/** A failed call: an HTTP error status, a network failure, or a body that is not the expected data. */
export class ApiError extends Error {
  constructor(
    readonly url: string,
    /** HTTP status; 0 for network failures, the real status for malformed bodies. */
    readonly status: number,
    readonly statusText: string,
    /** Response text, or a description of what was wrong with the data. */
    readonly body: string,
  ) {
    super(`${status} ${statusText}: ${url}`);
    this.name = 'ApiError';
  }
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root of the JSON endpoints; relative `api/` (next to the app) by default, or your own backend's URL. */
  baseUrl?: string;
  /** Called once for every failed call before the error reaches the caller (e.g. to show the error box). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

/** Typed access to the dashboard's JSON endpoints (spec §7). */
export interface ApiClient {
  /** GETs `path` under the base URL and validates the JSON with `schema`. */
  get<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    init?: { signal?: AbortSignal },
  ): Promise<z.output<Schema>>;
}

/** One place for every call: base URL, errors, runtime validation. */
export function createApiClient({
  baseUrl = 'api/',
  onError,
  fetch: fetchImpl,
}: ApiClientOptions = {}): ApiClient {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const fail = (error: ApiError): never => {
    onError?.(error);
    throw error;
  };
  return {
    async get(path, schema, init) {
      const url = `${root}${path.replace(/^\//, '')}`;
      let response: Response;
      try {
        response = await (fetchImpl ?? globalThis.fetch)(url, {
          signal: init?.signal,
          headers: { Accept: 'application/json' },
        });
      } catch (cause) {
        if (init?.signal?.aborted) throw cause;
        return fail(new ApiError(url, 0, 'Network error', describe(cause)));
      }
      const text = await response.text();
      if (!response.ok) return fail(new ApiError(url, response.status, response.statusText || 'Error', text));
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return fail(new ApiError(url, response.status, 'Malformed response', `${path} is not valid JSON.`));
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        return fail(new ApiError(url, response.status, 'Unexpected data', `${path}: ${problems}`));
      }
      return parsed.data;
    },
  };
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
