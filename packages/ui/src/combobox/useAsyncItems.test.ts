import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
  createAsyncItemsLoader,
  type LoadItems,
} from './useAsyncItems';

/** A promise the test settles by hand, to play responses in any order. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createAsyncItemsLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec defaults: 3 characters and 100 ms (§5, §9)', () => {
    expect(AUTOCOMPLETE_MIN_CHARS).toBe(3);
    expect(AUTOCOMPLETE_DELAY_MS).toBe(100);
  });

  it('never loads a query shorter than minChars, ignoring surrounding spaces', async () => {
    const loadItems = vi.fn<LoadItems<string>>(() => ['Berlin']);
    const loader = createAsyncItemsLoader<string>();
    for (const query of ['', 'b', 'be', '  be  ']) {
      loader.search(query, { loadItems });
      expect(loader.getState()).toEqual({ status: 'tooShort', query, items: [] });
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(loadItems).not.toHaveBeenCalled();
  });

  it('counts an accented or emoji character once', () => {
    const loader = createAsyncItemsLoader<string>();
    loader.search('Åé🙂', { loadItems: () => [] });
    expect(loader.getState().status).toBe('loading');
  });

  it('waits for the delay of quiet typing, then loads once with the last query', async () => {
    const loadItems = vi.fn<LoadItems<string>>(() => Promise.resolve(['Berlin', 'Bern']));
    const loader = createAsyncItemsLoader<string>();
    loader.search('ber', { loadItems });
    expect(loader.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(60);
    loader.search('berl', { loadItems });
    await vi.advanceTimersByTimeAsync(99);
    expect(loadItems).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadItems).toHaveBeenCalledTimes(1);
    expect(loadItems).toHaveBeenCalledWith('berl', { signal: expect.any(AbortSignal) });
    expect(loader.getState()).toEqual({ status: 'success', query: 'berl', items: ['Berlin', 'Bern'] });
  });

  it('honours custom minChars and delay', async () => {
    const loadItems = vi.fn<LoadItems<string>>(() => ['Oslo']);
    const loader = createAsyncItemsLoader<string>();
    loader.search('o', { loadItems, minChars: 1, delay: 300 });
    await vi.advanceTimersByTimeAsync(299);
    expect(loadItems).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.getState()).toEqual({ status: 'success', query: 'o', items: ['Oslo'] });
  });

  it('aborts the older request and ignores its late answer', async () => {
    const first = deferred<string[]>();
    const second = deferred<string[]>();
    const loadItems = vi
      .fn<LoadItems<string>>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const loader = createAsyncItemsLoader<string>();
    loader.search('par', { loadItems });
    await vi.advanceTimersByTimeAsync(100);
    const firstSignal = loadItems.mock.calls[0]![1].signal;
    loader.search('pari', { loadItems });
    expect(firstSignal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    second.resolve(['Paris']);
    await vi.advanceTimersByTimeAsync(0);
    first.resolve(['Parma', 'Paros']);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.getState()).toEqual({ status: 'success', query: 'pari', items: ['Paris'] });
  });

  it('ends in an error state, without throwing, when the source rejects or throws', async () => {
    const loader = createAsyncItemsLoader<string>();
    loader.search('rom', { loadItems: () => Promise.reject(new Error('offline')) });
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.getState()).toEqual({ status: 'error', query: 'rom', items: [] });
    loader.search('roma', {
      loadItems: () => {
        throw new Error('bad source');
      },
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(loader.getState()).toEqual({ status: 'error', query: 'roma', items: [] });
  });

  it('ignores a rejection caused by its own abort', async () => {
    const loader = createAsyncItemsLoader<string>();
    const loadItems: LoadItems<string> = (_query, { signal }) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    loader.search('lis', { loadItems });
    await vi.advanceTimersByTimeAsync(100);
    loader.search('li', { loadItems });
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.getState().status).toBe('tooShort');
  });

  it('cancel drops the pending search and notifies subscribers', async () => {
    const loadItems = vi.fn<LoadItems<string>>(() => ['Madrid']);
    const loader = createAsyncItemsLoader<string>();
    const listener = vi.fn();
    const unsubscribe = loader.subscribe(listener);
    loader.search('mad', { loadItems });
    loader.cancel();
    expect(loader.getState().status).toBe('idle');
    expect(listener).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(loadItems).not.toHaveBeenCalled();
    unsubscribe();
    loader.search('madr', { loadItems });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
