import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createRequestTracker, loadAtLeast, minimumIndicatorMs } from './remoteContent';

/** Fetches a widget's content; `signal` aborts when a newer load starts or the widget unmounts. */
export type WidgetLoader = (signal: AbortSignal) => Promise<ReactNode>;

/** Where a widget's remote content stands: not remote, loading, shown, or failed. */
export type RemoteContentStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** Remote content of a widget and the means to load it again. */
export interface RemoteContent {
  status: RemoteContentStatus;
  /** The last content loaded; kept on screen while a refresh is under way. */
  content: ReactNode;
  /** What the last load failed with, while `status` is `error`. */
  error: unknown;
  isLoading: boolean;
  /** Runs the loader again (refresh button, Retry). */
  reload: () => void;
}

/** Options of {@link useRemoteContent}. */
export interface UseRemoteContentOptions {
  /** Load again this many milliseconds after each load ends; off when absent or 0. */
  refreshInterval?: number;
  /** Shortest time the loading state lasts, so the indicator is seen. Default 600 ms. */
  minimumLoadingMs?: number;
}

interface Snapshot {
  status: RemoteContentStatus;
  content: ReactNode;
  error: unknown;
}

/**
 * Owns a widget's remote content: loads on mount, on `reload` and every `refreshInterval` after the previous
 * load ends (so loads never pile up), drops stale responses, and stops timers and requests on unmount.
 */
export function useRemoteContent(
  load: WidgetLoader | undefined,
  { refreshInterval, minimumLoadingMs = minimumIndicatorMs }: UseRemoteContentOptions = {},
): RemoteContent {
  const hasLoader = load !== undefined;
  const [snapshot, setSnapshot] = useState<Snapshot>({
    status: hasLoader ? 'loading' : 'idle',
    content: null,
    error: undefined,
  });
  // The newest loader is used without restarting anything when the caller passes a new function each render.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const [tracker] = useState(createRequestTracker);
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    const current = loadRef.current;
    if (!current) return;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const request = tracker.begin();
    setSnapshot((previous) => ({ ...previous, status: 'loading' }));
    void loadAtLeast(() => current(controller.signal), minimumLoadingMs).then((outcome) => {
      if (!tracker.isLatest(request)) return;
      setSnapshot(
        outcome.ok
          ? { status: 'loaded', content: outcome.value, error: undefined }
          : { status: 'error', content: null, error: outcome.error },
      );
    });
  }, [tracker, minimumLoadingMs]);

  useEffect(() => {
    if (!hasLoader) return;
    reload();
    return () => {
      tracker.invalidate();
      controllerRef.current?.abort();
    };
  }, [hasLoader, reload, tracker]);

  const isSettled = snapshot.status === 'loaded' || snapshot.status === 'error';
  useEffect(() => {
    if (!hasLoader || !isSettled || !refreshInterval || refreshInterval <= 0) return;
    const timer = setTimeout(reload, refreshInterval);
    return () => clearTimeout(timer);
  }, [hasLoader, isSettled, refreshInterval, reload]);

  return { ...snapshot, isLoading: snapshot.status === 'loading', reload };
}
