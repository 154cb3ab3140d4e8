import { useEffect, useState } from 'react';
import { useReducedMotion } from '../chart';

/** Slows towards the end, like the classic chart sweep. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * Progress of a one-off entrance animation, 0 to 1 over `duration` ms after mount, eased. Straight to 1 when
 * not animated or when the user prefers reduced motion.
 */
export function useSweepIn(duration: number, isAnimated: boolean): number {
  const prefersReducedMotion = useReducedMotion();
  const skip = !isAnimated || prefersReducedMotion || duration <= 0;
  // Only ever runs once per mount: a chart that mounts without animation simply reports 1 throughout.
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (skip) return undefined;
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min((now - start) / duration, 1);
      setProgress(easeOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [skip, duration]);
  return skip ? 1 : progress;
}
