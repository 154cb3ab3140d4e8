import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';

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
  get<Schema extends $ZodType>(
    path: string,
    schema: Schema,
    init?: { signal?: AbortSignal },
  ): Promise<output<Schema>>;
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
      const parsed = safeParse(schema, json);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${describeIssue(issue)}`)
          .join('; ');
        return fail(new ApiError(url, response.status, 'Unexpected data', `${path}: ${problems}`));
      }
      return parsed.data;
    },
  };
}

/**
 * Zod's own messages need its locale bundle, which would double the validator's size on every first visit;
 * these few cases cover what a malformed endpoint produces.
 */
function describeIssue(issue: $ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`;
    case 'too_small':
      return `below the minimum of ${String(issue.minimum)}`;
    case 'too_big':
      return `above the maximum of ${String(issue.maximum)}`;
    case 'invalid_format':
      return `not a valid ${issue.format}`;
    case 'invalid_value':
      return `not one of ${issue.values.map(String).join(', ')}`;
    default:
      return issue.code.replaceAll('_', ' ');
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
