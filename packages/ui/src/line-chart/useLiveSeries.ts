import { useEffect, useState } from 'react';
import { liveSeriesDefaults, randomWalk, shiftRandomWalk, type RandomSource } from './liveSeries';

/** Options of {@link useLiveSeries}. */
export interface UseLiveSeriesOptions {
  /** Milliseconds between updates. */
  updateInterval: number;
  /** Default `true`; while `false` the series holds still. */
  isRunning?: boolean;
  /** Number of values in the window. Default 200. */
  length?: number;
  /** Source of randomness; inject a seeded one for stable tests. */
  rng?: RandomSource;
}

/** Owns a live random-walk window: every `updateInterval` ms the oldest value drops and a new one arrives. */
export function useLiveSeries({
  updateInterval,
  isRunning = true,
  length = liveSeriesDefaults.length,
  rng = Math.random,
}: UseLiveSeriesOptions): number[] {
  const [values, setValues] = useState(() => randomWalk(length, rng));
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(
      () => setValues((previous) => shiftRandomWalk(previous, rng)),
      updateInterval,
    );
    return () => window.clearInterval(timer);
  }, [isRunning, updateInterval, rng]);
  return values;
}
