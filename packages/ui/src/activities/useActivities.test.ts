import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { motion } from '../theme/tokens';
import {
  ACTIVITIES_INITIAL_COUNT,
  activitiesTriggerLabel,
  countAfterOpenChange,
  fadeDuration,
  resolveSelectedType,
  runRefresh,
  type ActivityType,
} from './useActivities';

const types: ActivityType[] = [
  { type: 'msgs', title: 'Msgs', count: 14 },
  { type: 'notify', title: 'Notify', count: 3 },
  { type: 'tasks', title: 'Tasks', count: 4 },
];

describe('activities badge', () => {
  it('starts at the static 21 of the spec (§2)', () => {
    expect(ACTIVITIES_INITIAL_COUNT).toBe(21);
  });

  it('resets to 0 when the dropdown opens and keeps its count when it closes', () => {
    expect(countAfterOpenChange(21, true)).toBe(0);
    expect(countAfterOpenChange(0, true)).toBe(0);
    expect(countAfterOpenChange(21, false)).toBe(21);
    expect(countAfterOpenChange(0, false)).toBe(0);
  });

  it('never shows a count again after any sequence of opening and closing', () => {
    let count = ACTIVITIES_INITIAL_COUNT;
    let hasOpened = false;
    for (let step = 0; step < 200; step += 1) {
      const isOpen = (step * 5 + 3) % 7 < 3;
      hasOpened ||= isOpen;
      count = countAfterOpenChange(count, isOpen);
      expect(count).toBe(hasOpened ? 0 : ACTIVITIES_INITIAL_COUNT);
    }
  });

  it('names the trigger with the count the badge shows, 0 included', () => {
    expect(activitiesTriggerLabel(21)).toBe('Activities, 21 new');
    expect(activitiesTriggerLabel(1)).toBe('Activities, 1 new');
    expect(activitiesTriggerLabel(0)).toBe('Activities, 0 new');
  });
});

describe('resolveSelectedType', () => {
  it('keeps a type that exists', () => {
    expect(resolveSelectedType(types, 'tasks')).toBe('tasks');
  });

  it('falls back to the first type when none is chosen or the chosen one is gone', () => {
    expect(resolveSelectedType(types, null)).toBe('msgs');
    expect(resolveSelectedType(types, undefined)).toBe('msgs');
    expect(resolveSelectedType(types, 'calendar')).toBe('msgs');
    expect(resolveSelectedType(types.slice(1), 'msgs')).toBe('notify');
  });

  it('gives null when there are no types', () => {
    expect(resolveSelectedType([], 'msgs')).toBeNull();
  });
});

describe('fadeDuration', () => {
  it('fades over the theme duration of 150 ms, or not at all for reduced motion', () => {
    expect(motion.fade).toBe(150);
    expect(fadeDuration(motion.fade, false)).toBe(150);
    expect(fadeDuration(motion.fade, true)).toBe(0);
  });
});

describe('runRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const clock = () => new Date();

  it('resolves with the time the refresh finished, not the time it started', async () => {
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 1500)));
    const result = runRefresh(onRefresh, clock);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(result).resolves.toEqual(new Date('2026-03-02T09:00:01.500Z'));
  });

  it('takes a synchronous handler or none at all', async () => {
    const onRefresh = vi.fn();
    await expect(runRefresh(onRefresh, clock)).resolves.toEqual(new Date('2026-03-02T09:00:00Z'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await expect(runRefresh(undefined, clock)).resolves.toEqual(new Date('2026-03-02T09:00:00Z'));
  });

  it('resolves with undefined, never rejects, when the refresh fails', async () => {
    const failing = () =>
      new Promise<void>((_, reject) => setTimeout(() => reject(new Error('offline')), 200));
    const result = runRefresh(failing, clock);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBeUndefined();
    const throwing = () => {
      throw new Error('boom');
    };
    await expect(runRefresh(throwing, clock)).resolves.toBeUndefined();
  });
});
