import { useEffect, useState } from 'react';
import type { RandomSource } from '@atrium/ui';
import { createLiveStats, liveStatsTickMs, shiftLiveStats, type LiveStatsWalks } from './dashboardDemoData';

/** Options of {@link useLiveStats}. */
export interface UseLiveStatsOptions {
  /** Whether the walks move; off by default, so nothing moves until asked. */
  isRunning: boolean;
  /** Source of randomness; a seeded one keeps stories and tests stable. Default `Math.random`. */
  rng?: RandomSource;
  /** Milliseconds between ticks. Default 1500. */
  tickMs?: number;
}

/**
 * Owns the live stats walks: generated once in the browser, shifted every `tickMs` while running. The timer
 * stops when the switch goes off or the component unmounts (the page is left).
 */
export function useLiveStats({
  isRunning,
  rng = Math.random,
  tickMs = liveStatsTickMs,
}: UseLiveStatsOptions): LiveStatsWalks {
  const [walks, setWalks] = useState(() => createLiveStats(rng));
  useEffect(() => {
    if (!isRunning) return undefined;
    const timer = window.setInterval(() => setWalks((previous) => shiftLiveStats(previous, rng)), tickMs);
    return () => window.clearInterval(timer);
  }, [isRunning, rng, tickMs]);
  return walks;
}
