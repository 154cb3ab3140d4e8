import { useEffect, useState } from 'react';

/** Props of {@link RetryOnChange}. */
export interface RetryOnChangeProps {
  /** What the user asked for (e.g. the latest notification's id); a new value retries. */
  value: unknown;
  /** The error boundary's retry. */
  retry: () => void;
  /** Starts loading the failed part again, e.g. a `lazyPart`'s `preload`. */
  reload: () => Promise<void>;
}

/**
 * Fallback of an error boundary around a part that failed to load (e.g. offline): draws nothing, and once
 * `value` changes loads the part again and remounts it. Waiting for the user keeps an offline page from
 * retrying in a loop.
 */
export function RetryOnChange({ value, retry, reload }: RetryOnChangeProps) {
  const [failedWith] = useState(value);
  useEffect(() => {
    if (Object.is(value, failedWith)) return;
    void reload().then(retry);
  }, [value, failedWith, retry, reload]);
  return null;
}
