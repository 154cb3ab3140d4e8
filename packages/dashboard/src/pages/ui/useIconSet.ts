import { useCallback, useEffect, useState } from 'react';

/** Where an icon set stands: loading its code, ready, or failed (a dropped connection, say). */
export type IconSetState<T> =
  { status: 'loading' } | { status: 'ready'; items: readonly T[] } | { status: 'failed'; retry: () => void };

// Sets never change while the page is open: coming back to a tab draws at once instead of a skeleton.
const loaded = new Map<unknown, readonly unknown[]>();

/** Owns loading one icon set's code on first need; `load` must be stable (module level). */
export function useIconSet<T>(load: () => Promise<readonly T[]>): IconSetState<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ load: unknown; items?: readonly T[]; failed?: boolean }>();
  const cached = loaded.get(load) as readonly T[] | undefined;

  useEffect(() => {
    if (loaded.has(load)) return;
    let isCurrent = true;
    load().then(
      (items) => {
        loaded.set(load, items);
        if (isCurrent) setResult({ load, items });
      },
      () => isCurrent && setResult({ load, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => {
    setResult(undefined);
    setAttempt((count) => count + 1);
  }, []);

  if (cached) return { status: 'ready', items: cached };
  if (result?.load === load && result.failed) return { status: 'failed', retry };
  return { status: 'loading' };
}
