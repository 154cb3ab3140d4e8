/** A widget's loading indicator stays up at least this long, so a fast response does not flash it. */
export const minimumIndicatorMs = 600;

/** Milliseconds the indicator must still show when a load that began at `startedAt` ends at `now`. */
export function remainingIndicatorTime(startedAt: number, now: number, minimum = minimumIndicatorMs): number {
  return Math.max(0, minimum - Math.max(0, now - startedAt));
}

/**
 * Numbers each request and tells whether a request is still the newest one, so a slow response that arrives
 * after a newer request began is dropped instead of overwriting the newer content.
 */
export interface RequestTracker {
  /** Starts a request and returns its number. */
  begin: () => number;
  /** Whether `request` is the newest request begun and the tracker is still in use. */
  isLatest: (request: number) => boolean;
  /** Makes every request stale, e.g. when the widget unmounts. */
  invalidate: () => void;
}

/** Creates a {@link RequestTracker}. */
export function createRequestTracker(): RequestTracker {
  let latest = 0;
  return {
    begin: () => {
      latest += 1;
      return latest;
    },
    isLatest: (request) => request === latest,
    invalidate: () => {
      latest += 1;
    },
  };
}

/** Outcome of one load: the content, or the error it failed with. */
export type LoadOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs `load` and settles no sooner than `minimumMs` after the call, so that the indicator shown meanwhile is
 * seen rather than flashed. Never rejects: a failure is returned as an outcome.
 */
export async function loadAtLeast<T>(
  load: () => Promise<T>,
  minimumMs: number,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  now: () => number = () => Date.now(),
): Promise<LoadOutcome<T>> {
  const startedAt = now();
  let outcome: LoadOutcome<T>;
  try {
    outcome = { ok: true, value: await load() };
  } catch (error) {
    outcome = { ok: false, error };
  }
  const remaining = remainingIndicatorTime(startedAt, now(), minimumMs);
  if (remaining > 0) await wait(remaining);
  return outcome;
}
