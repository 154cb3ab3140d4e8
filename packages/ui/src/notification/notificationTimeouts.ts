/** Timeouts of every notification: notices last 4000 to 6000 ms, time to read them; confirmations 2000 ms. */
export const notificationTimeouts = {
  /** Default for a small box, in the middle of the 4000 to 6000 ms range. */
  small: 5000,
  /** Default for a big box; the HTTP error box disappears after 6 seconds. */
  big: 6000,
  /** Shortest allowed: a confirmation notice (2000 ms); anything shorter cannot be read. */
  min: 2000,
  /** Longest allowed before a box should rather be sticky (timeout `0` or `null`). */
  max: 60000,
} as const;

/**
 * Turns a caller's timeout into milliseconds, or `null` for a sticky box.
 * `undefined`, a negative number or NaN fall back to `fallback`; `0`, `null` and `Infinity` mean sticky;
 * anything else is clamped to {@link notificationTimeouts}' `min`..`max`.
 */
export function resolveTimeout(timeout: number | null | undefined, fallback: number): number | null {
  if (timeout === null || timeout === 0 || timeout === Infinity) return null;
  if (timeout === undefined || Number.isNaN(timeout) || timeout < 0) return fallback;
  return Math.min(notificationTimeouts.max, Math.max(notificationTimeouts.min, timeout));
}
