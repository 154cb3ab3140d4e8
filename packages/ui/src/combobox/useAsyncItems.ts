import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Loads the suggestions for a query; should stop when `signal` aborts (its result is ignored anyway). */
export type LoadItems<T> = (
  query: string,
  options: { signal: AbortSignal },
) => Promise<readonly T[]> | readonly T[];

/** Where a suggestion search stands: not started, query too short, waiting or loading, done, or failed. */
export type AsyncItemsStatus = 'idle' | 'tooShort' | 'loading' | 'success' | 'error';

/** The latest outcome of a suggestion search. */
export interface AsyncItemsState<T> {
  status: AsyncItemsStatus;
  /** The query this state answers. */
  query: string;
  items: readonly T[];
}

/** How to search: the source, the shortest query worth sending, and the quiet time before sending it. */
export interface AsyncItemsOptions<T> {
  loadItems: LoadItems<T>;
  /** Characters (ignoring surrounding spaces) needed before searching; 3 by default, so one letter sends no search. */
  minChars?: number;
  /** Milliseconds without typing before searching; 100 by default, so fast typing sends one search. */
  delay?: number;
}

/** Searches start from 3 characters, so one letter does not fetch half the list. */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** Searches wait 100 ms after the last keystroke, so fast typing sends one request. */
export const AUTOCOMPLETE_DELAY_MS = 100;

/** A debounced, abortable suggestion search that any view (or test) can drive and subscribe to. */
export interface AsyncItemsLoader<T> {
  getState: () => AsyncItemsState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Starts a search for `query`, cancelling any pending or running one. */
  search: (query: string, options: AsyncItemsOptions<T>) => void;
  /** Drops the pending or running search, e.g. when the menu closes. */
  cancel: () => void;
}

const idle = { status: 'idle', query: '', items: [] } as const;

/** Counts what a user sees as characters, so an emoji or accented letter counts once. */
function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/**
 * Creates a suggestion search: too-short queries never load, a query is sent only after `delay` ms of
 * quiet, a newer query aborts the older request and its late answer is ignored, and a failing source
 * ends in an `error` state instead of throwing.
 */
export function createAsyncItemsLoader<T>(): AsyncItemsLoader<T> {
  let state: AsyncItemsState<T> = idle;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const listeners = new Set<() => void>();

  const setState = (next: AsyncItemsState<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };
  const run = async (query: string, loadItems: LoadItems<T>, request: AbortController) => {
    try {
      const items = await loadItems(query, { signal: request.signal });
      if (!request.signal.aborted) setState({ status: 'success', query, items });
    } catch {
      if (!request.signal.aborted) setState({ status: 'error', query, items: [] });
    } finally {
      if (controller === request) controller = undefined;
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search(query, { loadItems, minChars = AUTOCOMPLETE_MIN_CHARS, delay = AUTOCOMPLETE_DELAY_MS }) {
      stop();
      if (characterCount(query) < minChars) {
        setState({ status: 'tooShort', query, items: [] });
        return;
      }
      setState({ status: 'loading', query, items: [] });
      timer = setTimeout(() => {
        timer = undefined;
        controller = new AbortController();
        void run(query, loadItems, controller);
      }, delay);
    },
    cancel() {
      stop();
      if (state.status === 'loading') setState(idle);
    },
  };
}

/** Options of {@link useAsyncItems}. */
export interface UseAsyncItemsOptions<T> extends AsyncItemsOptions<T> {
  query: string;
  /** Search only while this is true (e.g. while the menu is open); pending work is dropped otherwise. */
  isEnabled?: boolean;
}

/** Owns a debounced, abortable suggestion search for the current `query` (see {@link createAsyncItemsLoader}). */
export function useAsyncItems<T>({
  query,
  loadItems,
  minChars,
  delay,
  isEnabled = true,
}: UseAsyncItemsOptions<T>): AsyncItemsState<T> {
  const [loader] = useState(createAsyncItemsLoader<T>);
  const state = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  // The latest source is read when the delay ends, so an inline `loadItems` does not restart the search.
  const loadItemsRef = useRef(loadItems);
  useEffect(() => {
    loadItemsRef.current = loadItems;
  });
  useEffect(() => {
    if (!isEnabled) return;
    loader.search(query, {
      loadItems: (text, options) => loadItemsRef.current(text, options),
      minChars,
      delay,
    });
    return () => loader.cancel();
  }, [loader, query, isEnabled, minChars, delay]);
  return state;
}
