/**
 * Text of a count badge: the formatted count, or the formatted `max` followed by "+" once the count
 * exceeds it (e.g. 120 with max 99 gives "99+"). Negative counts show as 0.
 */
export function formatBadgeCount(
  count: number,
  max: number | undefined,
  format: (value: number) => string = String,
): string {
  const safeCount = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  if (max !== undefined && safeCount > max) return `${format(max)}+`;
  return format(safeCount);
}
