import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mapStyleListSchema } from './maps';
import { ApiError, ApiTimeoutError, createApiClient, defaultApiTimeoutMs } from './client';

const schema = z.object({ username: z.string() });
const respond = (body: string, init: ResponseInit = {}) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body, init));

describe('createApiClient', () => {
  it('resolves paths under a relative base URL and returns validated data', async () => {
    const fetch = respond('{"username":"ada"}');
    const api = createApiClient({ fetch });
    await expect(api.get('/user.json', schema)).resolves.toEqual({ username: 'ada' });
    expect(fetch).toHaveBeenCalledWith('api/user.json', expect.anything());
  });

  it('accepts a custom base URL with or without a trailing slash', async () => {
    const fetch = respond('{"username":"ada"}');
    await createApiClient({ baseUrl: 'https://example.test/v1', fetch }).get('user.json', schema);
    expect(fetch).toHaveBeenCalledWith('https://example.test/v1/user.json', expect.anything());
  });

  it('turns an error status into an ApiError with status, text and body, reported once', async () => {
    const onError = vi.fn();
    const api = createApiClient({
      fetch: respond('boom', { status: 500, statusText: 'Internal Server Error' }),
      onError,
    });
    const error = await api.get('user.json', schema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, statusText: 'Internal Server Error', body: 'boom' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('reports malformed JSON and unexpected shapes instead of crashing', async () => {
    const onError = vi.fn();
    const broken = createApiClient({ fetch: respond('{"username":'), onError });
    await expect(broken.get('user.json', schema)).rejects.toMatchObject({ statusText: 'Malformed response' });
    const wrong = createApiClient({ fetch: respond('{"username":42}'), onError });
    await expect(wrong.get('user.json', schema)).rejects.toMatchObject({
      statusText: 'Unexpected data',
      body: expect.stringContaining('username'),
    });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('says in plain words what is wrong with the data of a zod/mini schema', async () => {
    const body = JSON.stringify([
      { key: '', name: 'Colorful', url: 'maps/colorful.json' },
      { key: 'metro', name: 7, url: 'maps/metro.json' },
    ]);
    const api = createApiClient({ fetch: respond(body) });
    const error = await api.get('maps/styles.json', mapStyleListSchema).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusText: 'Unexpected data' });
    expect((error as ApiError).body).toBe(
      'maps/styles.json: 0.key: below the minimum of 1; 1.name: expected string',
    );
  });

  it('reports network failures with status 0 but stays quiet when the caller aborted', async () => {
    const onError = vi.fn();
    const failing = createApiClient({
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
      onError,
    });
    await expect(failing.get('user.json', schema)).rejects.toMatchObject({
      status: 0,
      body: 'Failed to fetch',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(failing.get('user.json', schema, { signal: controller.signal })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('sends writes as JSON with their method and validates the answer', async () => {
    const fetch = respond('{"username":"bea"}', { status: 201 });
    const api = createApiClient({ baseUrl: 'https://example.test/', fetch });
    await expect(api.post('users', { username: 'bea' }, schema)).resolves.toEqual({ username: 'bea' });
    await api.put('users/1', { username: 'bea' }, schema);
    await api.patch('users/1', { username: 'bea' }, schema);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['https://example.test/users', 'POST', '{"username":"bea"}'],
      ['https://example.test/users/1', 'PUT', '{"username":"bea"}'],
      ['https://example.test/users/1', 'PATCH', '{"username":"bea"}'],
    ]);
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('deletes without reading the answer as data, and reports a refused delete once', async () => {
    const onError = vi.fn();
    const fine = createApiClient({ fetch: respond(''), onError });
    await expect(fine.delete('users/1')).resolves.toBeUndefined();
    const refused = createApiClient({
      fetch: respond('gone', { status: 404, statusText: 'Not Found' }),
      onError,
    });
    await expect(refused.delete('users/1')).rejects.toMatchObject({ status: 404, body: 'gone' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports a write the server refuses, or answers with the wrong shape, exactly once', async () => {
    const onError = vi.fn();
    const refused = createApiClient({
      fetch: respond('{"error":"locked"}', { status: 500, statusText: 'Internal Server Error' }),
      onError,
    });
    await expect(refused.patch('users/1', {}, schema)).rejects.toMatchObject({ status: 500 });
    const wrong = createApiClient({ fetch: respond('[]'), onError });
    await expect(wrong.post('users', {}, schema)).rejects.toMatchObject({ statusText: 'Unexpected data' });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('never repeats a call itself, so a failed write is not applied twice', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createApiClient({ fetch }).post('users', {}, schema)).rejects.toMatchObject({ status: 0 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a connection dropped while the body arrives, and exposes the answer headers', async () => {
    const onError = vi.fn();
    const dropped = createApiClient({
      fetch: vi.fn(async () => {
        const body = new ReadableStream({
          start(controller) {
            controller.error(new TypeError('network error'));
          },
        });
        return new Response(body);
      }),
      onError,
    });
    await expect(dropped.get('user.json', schema)).rejects.toMatchObject({ status: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
    const counted = createApiClient({ fetch: respond('[]', { headers: { 'X-Total-Count': '42' } }) });
    const answer = await counted.send({ method: 'GET', path: 'users', schema: z.array(schema) });
    expect(answer.headers.get('X-Total-Count')).toBe('42');
  });

  describe('a stalled call', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    // Never answers, but lets go when its signal aborts, as the browser's fetch does.
    const stall = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );

    it('is aborted after the timeout and reported once as timed out, naming the call', async () => {
      const onError = vi.fn();
      const api = createApiClient({
        baseUrl: 'https://example.test/',
        fetch: stall,
        onError,
        timeoutMs: 5000,
      });
      const result = api.post('todos', { title: 'x' }, schema).catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(4999);
      expect(onError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error).toBeInstanceOf(ApiTimeoutError);
      expect(error).toMatchObject({
        status: 0,
        statusText: 'Request timed out',
        body: 'POST https://example.test/todos got no answer within 5 s.',
      });
      expect(stall.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onError).toHaveBeenCalledWith(error);
    });

    it('waits 10 s by default, and ends even when the fetch ignores its signal', async () => {
      const onError = vi.fn();
      const deaf = vi.fn(() => new Promise<Response>(() => undefined));
      const result = createApiClient({ fetch: deaf, onError })
        .get('user.json', schema)
        .catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(defaultApiTimeoutMs - 1);
      expect(onError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBeInstanceOf(ApiTimeoutError);
      expect(onError).toHaveBeenCalledTimes(1);
    });

    it('is not reported when the caller aborts it first, and leaves no timer behind', async () => {
      const onError = vi.fn();
      const controller = new AbortController();
      const result = createApiClient({ fetch: stall, onError })
        .get('user.json', schema, { signal: controller.signal })
        .catch((caught: unknown) => caught);
      controller.abort();
      await expect(result).resolves.toMatchObject({ name: 'AbortError' });
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(defaultApiTimeoutMs);
      expect(onError).not.toHaveBeenCalled();
    });

    it('clears its timer once the answer arrives', async () => {
      const onError = vi.fn();
      await createApiClient({ fetch: respond('{"username":"ada"}'), onError }).get('user.json', schema);
      expect(vi.getTimerCount()).toBe(0);
      expect(onError).not.toHaveBeenCalled();
    });
  });
});
