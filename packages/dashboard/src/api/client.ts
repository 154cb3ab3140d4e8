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

/** A call aborted because the server did not answer in time; reported like any other failure. */
export class ApiTimeoutError extends ApiError {
  constructor(url: string, body: string) {
    super(url, 0, 'Request timed out', body);
    this.name = 'ApiTimeoutError';
  }
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Root of the JSON endpoints; relative `api/` (next to the app) by default, or your own backend's URL. */
  baseUrl?: string;
  /** Called once for every failed call before the error reaches the caller (e.g. to show the error box). */
  onError?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /**
   * Milliseconds a call may take, body included, before it is aborted and reported as timed out; 10 s by
   * default, so a stalled server shows the error box instead of leaving the page waiting forever.
   */
  timeoutMs?: number;
}

/** The default of {@link ApiClientOptions.timeoutMs}. */
export const defaultApiTimeoutMs = 10_000;

/** The HTTP methods {@link ApiClient.send} speaks. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of {@link ApiClient.send}. */
export interface ApiRequest<Schema extends $ZodType | undefined> {
  method: ApiMethod;
  /** Path under the base URL, with any query string. */
  path: string;
  /** Validates the JSON answer; without one the answer's body is not read as data. */
  schema?: Schema;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** What {@link ApiClient.send} resolves to: the validated data and the answer's headers (e.g. `X-Total-Count`). */
export interface ApiAnswer<Data> {
  data: Data;
  headers: Headers;
}

/** Options of a single call. */
export interface ApiCallOptions {
  signal?: AbortSignal;
}

type SchemaOutput<Schema extends $ZodType | undefined> = Schema extends $ZodType ? output<Schema> : undefined;

/** A call that sends `body` as JSON and validates the answer with `schema`. */
export type ApiWrite = <Schema extends $ZodType>(
  path: string,
  body: unknown,
  schema: Schema,
  init?: ApiCallOptions,
) => Promise<output<Schema>>;

/** Typed access to JSON endpoints: one base URL, one error path, validated answers. */
export interface ApiClient {
  /** Sends any call and returns the validated answer with its headers. */
  send<Schema extends $ZodType | undefined = undefined>(
    request: ApiRequest<Schema>,
  ): Promise<ApiAnswer<SchemaOutput<Schema>>>;
  /** GETs `path` under the base URL and validates the JSON with `schema`. */
  get<Schema extends $ZodType>(path: string, schema: Schema, init?: ApiCallOptions): Promise<output<Schema>>;
  /** POSTs `body` as JSON and validates the answer with `schema`. */
  post: ApiWrite;
  /** PUTs `body` as JSON and validates the answer with `schema`. */
  put: ApiWrite;
  /** PATCHes `body` as JSON and validates the answer with `schema`. */
  patch: ApiWrite;
  /** DELETEs `path`; whatever the server answers on success is ignored. */
  delete(path: string, init?: ApiCallOptions): Promise<void>;
}

/**
 * One place for every call: base URL, errors, runtime validation. Each failure is reported to `onError`
 * exactly once and then thrown, including a call that got no answer within `timeoutMs`; a call the caller
 * aborted is thrown without a report. The client never retries: a
 * query cache may retry reads, but repeating a write could apply it twice.
 */
export function createApiClient({
  baseUrl = 'api/',
  onError,
  fetch: fetchImpl,
  timeoutMs = defaultApiTimeoutMs,
}: ApiClientOptions = {}): ApiClient {
  const root = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const fail = (error: ApiError): never => {
    onError?.(error);
    throw error;
  };
  async function send<Schema extends $ZodType | undefined>({
    method,
    path,
    schema,
    body,
    signal,
  }: ApiRequest<Schema>): Promise<ApiAnswer<SchemaOutput<Schema>>> {
    const url = `${root}${path.replace(/^\//, '')}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // The client's own controller aborts a stalled call; the caller's signal aborts it too, unreported.
    const controller = new AbortController();
    const abortWithCaller = () => controller.abort(signal?.reason);
    if (signal?.aborted) abortWithCaller();
    else signal?.addEventListener('abort', abortWithCaller, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing the call as well as aborting it also ends a stall in a fetch that ignores its signal.
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = timedOut(method, url, timeoutMs);
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    let response: Response;
    let text: string;
    try {
      [response, text] = await Promise.race([
        (async () => {
          const answer = await (fetchImpl ?? globalThis.fetch)(url, {
            method,
            signal: controller.signal,
            headers,
            ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          });
          return [answer, await answer.text()] as const;
        })(),
        stalled,
      ]);
    } catch (cause) {
      if (cause instanceof ApiTimeoutError) return fail(cause);
      if (signal?.aborted) throw cause;
      return fail(new ApiError(url, 0, 'Network error', describe(cause)));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortWithCaller);
    }
    if (!response.ok) return fail(new ApiError(url, response.status, response.statusText || 'Error', text));
    if (!schema) return { data: undefined as SchemaOutput<Schema>, headers: response.headers };
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
    return { data: parsed.data as SchemaOutput<Schema>, headers: response.headers };
  }
  const withBody =
    (method: ApiMethod): ApiWrite =>
    async (path, body, schema, init) =>
      (await send({ method, path, body, schema, signal: init?.signal })).data as output<typeof schema>;
  return {
    send,
    async get(path, schema, init) {
      return (await send({ method: 'GET', path, schema, signal: init?.signal })).data as output<
        typeof schema
      >;
    },
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    async delete(path, init) {
      await send({ method: 'DELETE', path, signal: init?.signal });
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

function timedOut(method: ApiMethod, url: string, timeoutMs: number): ApiTimeoutError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return new ApiTimeoutError(url, `${method} ${url} got no answer within ${seconds} s.`);
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
