import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { skins } from '../theme/skins';
import { createTheme } from '../theme/tokens';
import { createRequestTracker, loadAtLeast, remainingIndicatorTime } from './remoteContent';
import { darken, isWidgetColor, widgetColorNames, widgetColorPalette } from './widgetColors';
import { resolveWidgetButtons } from './widgetLabels';

describe('widget colour palette', () => {
  for (const skin of skins) {
    for (const isColorBlindFriendly of [false, true]) {
      const { colors } = createTheme(skin, { isColorBlindFriendly });
      const palette = widgetColorPalette(colors);
      it.each(widgetColorNames)(
        `${skin.label}${isColorBlindFriendly ? ' (colour-blind)' : ''}: %s header text reaches AA`,
        (name) => {
          const { text, background } = palette[name];
          expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
        },
      );
    }
  }

  it('follows the skin: default is the widget header, primary the skin primary', () => {
    const { colors } = createTheme(skins[0]!);
    const palette = widgetColorPalette(colors);
    expect(palette.default.background).toBe(colors.widgetHeader.background);
    expect(palette.primary).toMatchObject({ background: colors.primary, text: colors.onPrimary });
    expect(palette.primaryDark.background).toBe(darken(colors.primary, 0.25));
  });

  it('darkens by scaling channels towards black', () => {
    expect(darken('#FFFFFF', 0.25)).toBe('#BFBFBF');
    expect(darken('#2F6DA6', 0)).toBe('#2F6DA6');
    expect(darken('#2F6DA6', 1)).toBe('#000000');
  });

  it('recognises only its own colour names', () => {
    expect(isWidgetColor('dangerDark')).toBe(true);
    expect(isWidgetColor('jarviswidget-color-blue')).toBe(false);
    expect(isWidgetColor(undefined)).toBe(false);
  });
});

describe('minimum indicator time', () => {
  it('is what is left of 600 ms, never negative', () => {
    expect(remainingIndicatorTime(1000, 1000)).toBe(600);
    expect(remainingIndicatorTime(1000, 1450)).toBe(150);
    expect(remainingIndicatorTime(1000, 1600)).toBe(0);
    expect(remainingIndicatorTime(1000, 5000)).toBe(0);
  });

  it('plus the time already spent is never less than the minimum', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(2_000), (start, spent, minimum) => {
        const remaining = remainingIndicatorTime(start, start + spent, minimum);
        expect(remaining).toBeGreaterThanOrEqual(0);
        expect(spent + remaining).toBeGreaterThanOrEqual(minimum);
        if (spent < minimum) expect(spent + remaining).toBe(minimum);
      }),
    );
  });
});

describe('loadAtLeast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a fast response until the minimum has passed', async () => {
    vi.useFakeTimers();
    let settled = false;
    const result = loadAtLeast(() => Promise.resolve('content'), 600).then((outcome) => {
      settled = true;
      return outcome;
    });
    await vi.advanceTimersByTimeAsync(599);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true, value: 'content' });
  });

  it('does not delay a slow response further', async () => {
    vi.useFakeTimers();
    const slow = () => new Promise<string>((done) => setTimeout(() => done('late'), 900));
    let settled = false;
    void loadAtLeast(slow, 600).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(900);
    expect(settled).toBe(true);
  });

  it('returns a failure instead of rejecting', async () => {
    const error = new Error('503');
    await expect(loadAtLeast(() => Promise.reject(error), 0)).resolves.toEqual({ ok: false, error });
  });
});

describe('request tracker (stale response guard)', () => {
  it('accepts only the newest request', () => {
    const tracker = createRequestTracker();
    const first = tracker.begin();
    const second = tracker.begin();
    expect(tracker.isLatest(first)).toBe(false);
    expect(tracker.isLatest(second)).toBe(true);
  });

  it('accepts nothing begun before it was invalidated', () => {
    const tracker = createRequestTracker();
    const request = tracker.begin();
    tracker.invalidate();
    expect(tracker.isLatest(request)).toBe(false);
  });

  it('lets whichever response of any interleaving through only if its request is the last begun', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(19), (count, pick) => {
        const tracker = createRequestTracker();
        const requests = Array.from({ length: count }, () => tracker.begin());
        const answered = requests[pick % count]!;
        expect(tracker.isLatest(answered)).toBe(answered === requests[count - 1]);
      }),
    );
  });
});

describe('resolveWidgetButtons', () => {
  it('shows every button by default, refresh only with a loader', () => {
    expect(resolveWidgetButtons(undefined, false)).toEqual({
      collapse: true,
      edit: true,
      color: true,
      fullScreen: true,
      delete: true,
      refresh: false,
    });
    expect(resolveWidgetButtons(undefined, true).refresh).toBe(true);
    expect(resolveWidgetButtons({ refresh: true }, false).refresh).toBe(false);
  });

  it('turns single buttons off, or all of them with false', () => {
    expect(resolveWidgetButtons({ edit: false, delete: false }, false)).toMatchObject({
      edit: false,
      delete: false,
      collapse: true,
    });
    expect(Object.values(resolveWidgetButtons(false, true)).every((shown) => !shown)).toBe(true);
  });
});
