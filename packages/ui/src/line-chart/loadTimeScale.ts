import type { timeScale } from './timeScale';

let pending: Promise<typeof timeScale> | undefined;

/**
 * The time scale's code (d3's time intervals and date formats, some 5 KB gzip), fetched once by the first chart
 * over dates; charts over numbers never ask for it. A failed load is forgotten, so the next chart tries again.
 */
export function loadTimeScale(): Promise<typeof timeScale> {
  pending ??= import('./timeScale')
    .then((module) => module.timeScale)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
