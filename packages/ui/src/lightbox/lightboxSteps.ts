/** A swipe shorter than this (in CSS pixels) is a tap or a wobble, not a request for another image. */
export const swipeThreshold = 40;

/** The index `delta` steps from `index` among `count` images, wrapping past either end. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * How many images a finished swipe moves by: −1, 0 or +1. A mostly vertical drag scrolls the page instead,
 * and in a right-to-left layout the next image lies to the left, so the swipe that reveals it goes right.
 */
export function swipeStep(dx: number, dy: number, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  const towardsNext = direction === 'rtl' ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/** What a key pressed in the open viewer does; arrows follow the reading direction. */
export type LightboxKeyAction = { step: -1 | 1 } | { to: 'first' | 'last' } | null;

/** The viewer's keyboard: arrows for the previous and next image, Home and End for the first and last. */
export function lightboxKeyAction(key: string, direction: 'ltr' | 'rtl'): LightboxKeyAction {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return { step: 1 };
  if (key === backward) return { step: -1 };
  if (key === 'Home') return { to: 'first' };
  if (key === 'End') return { to: 'last' };
  return null;
}
