/** The filled stretch of a slider track, as fractions of its width measured from the physical left edge. */
export interface TrackFill {
  left: number;
  width: number;
}

/**
 * Where to paint the fill: from the start to the only thumb, or between the two thumbs of a range; `percents`
 * are the thumbs' positions (0..1) from the start, which is the right edge in right-to-left.
 */
export function trackFill(percents: readonly number[], direction: 'ltr' | 'rtl'): TrackFill {
  if (percents.length === 0) return { left: 0, width: 0 };
  const start = percents.length > 1 ? Math.min(...percents) : 0;
  const end = Math.max(...percents);
  return { left: direction === 'rtl' ? 1 - end : start, width: end - start };
}
