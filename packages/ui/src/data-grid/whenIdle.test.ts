import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work turn after turn until it says it is done', async () => {
    vi.useFakeTimers();
    let turns = 0;
    whenIdle(() => {
      turns += 1;
      return turns === 3;
    });
    expect(turns).toBe(0);
    await vi.runAllTimersAsync();
    expect(turns).toBe(3);
  });

  it('stops when cancelled', async () => {
    vi.useFakeTimers();
    let turns = 0;
    const stop = whenIdle(() => {
      turns += 1;
      return false;
    });
    await vi.advanceTimersToNextTimerAsync();
    stop();
    await vi.runAllTimersAsync();
    expect(turns).toBe(1);
  });
});
