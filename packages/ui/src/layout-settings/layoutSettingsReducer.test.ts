import { describe, expect, it } from 'vitest';
import {
  defaultLayoutSettings,
  layoutSettingsReducer,
  normalizeLayoutSettings,
  type LayoutOption,
  type LayoutSettings,
  type LayoutSettingsAction,
} from './layoutSettingsReducer';

const toggle = (state: LayoutSettings, option: LayoutOption, value: boolean) =>
  layoutSettingsReducer(state, { type: 'toggle', option, value });

const all = (value: boolean): LayoutSettings => ({
  ...defaultLayoutSettings,
  isFixedHeader: value,
  isFixedNavigation: value,
  isFixedRibbon: value,
  isInsideContainer: value,
});

describe('layoutSettingsReducer: the rules of spec §4', () => {
  it('fixed header off turns off fixed ribbon and fixed navigation', () => {
    const next = toggle(all(true), 'isFixedHeader', false);
    expect(next).toMatchObject({ isFixedHeader: false, isFixedRibbon: false, isFixedNavigation: false });
  });

  it('fixed navigation on turns off inside-container and turns on fixed header', () => {
    const start = { ...defaultLayoutSettings, isInsideContainer: true };
    expect(toggle(start, 'isFixedNavigation', true)).toMatchObject({
      isFixedNavigation: true,
      isInsideContainer: false,
      isFixedHeader: true,
    });
  });

  it('fixed navigation off turns off fixed ribbon and leaves the header', () => {
    const start = {
      ...defaultLayoutSettings,
      isFixedHeader: true,
      isFixedNavigation: true,
      isFixedRibbon: true,
    };
    expect(toggle(start, 'isFixedNavigation', false)).toMatchObject({
      isFixedNavigation: false,
      isFixedRibbon: false,
      isFixedHeader: true,
    });
  });

  it('fixed ribbon on turns on fixed header and navigation and turns off inside-container', () => {
    const start = { ...defaultLayoutSettings, isInsideContainer: true };
    expect(toggle(start, 'isFixedRibbon', true)).toMatchObject({
      isFixedRibbon: true,
      isFixedHeader: true,
      isFixedNavigation: true,
      isInsideContainer: false,
    });
  });

  it('inside-container on turns off fixed ribbon and fixed navigation, keeping the header', () => {
    const start = {
      ...defaultLayoutSettings,
      isFixedHeader: true,
      isFixedNavigation: true,
      isFixedRibbon: true,
    };
    expect(toggle(start, 'isInsideContainer', true)).toMatchObject({
      isInsideContainer: true,
      isFixedRibbon: false,
      isFixedNavigation: false,
      isFixedHeader: true,
    });
  });

  it('leaves unrelated options alone and changes the skin on its own', () => {
    const next = toggle(defaultLayoutSettings, 'isRtl', true);
    expect(next).toEqual({ ...defaultLayoutSettings, isRtl: true });
    expect(layoutSettingsReducer(next, { type: 'skin', skin: 'smart-style-5' })).toEqual({
      ...next,
      skin: 'smart-style-5',
    });
  });

  it('reset returns the defaults', () => {
    expect(layoutSettingsReducer(all(true), { type: 'reset' })).toBe(defaultLayoutSettings);
  });
});

// Property-style: thousands of random action sequences never reach a contradictory layout.
function* randomActions(seed: number, count: number): Generator<LayoutSettingsAction> {
  const options: LayoutOption[] = [
    'isFixedHeader',
    'isFixedNavigation',
    'isFixedRibbon',
    'isFixedFooter',
    'isInsideContainer',
    'isMenuOnTop',
  ];
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  for (let i = 0; i < count; i += 1) {
    yield { type: 'toggle', option: options[Math.floor(next() * options.length)]!, value: next() < 0.5 };
  }
}

const isConsistent = (s: LayoutSettings) =>
  (!s.isFixedRibbon || s.isFixedNavigation) &&
  (!s.isFixedNavigation || s.isFixedHeader) &&
  !(s.isInsideContainer && (s.isFixedNavigation || s.isFixedRibbon));

describe('layout invariants', () => {
  it('hold after any sequence of changes', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      let state = defaultLayoutSettings;
      for (const action of randomActions(seed, 40)) {
        state = layoutSettingsReducer(state, action);
        expect(isConsistent(state), JSON.stringify(state)).toBe(true);
      }
    }
  });

  it('normalizeLayoutSettings repairs every contradictory combination', () => {
    for (let bits = 0; bits < 16; bits += 1) {
      const stored: LayoutSettings = {
        ...defaultLayoutSettings,
        isFixedHeader: Boolean(bits & 1),
        isFixedNavigation: Boolean(bits & 2),
        isFixedRibbon: Boolean(bits & 4),
        isInsideContainer: Boolean(bits & 8),
      };
      expect(isConsistent(normalizeLayoutSettings(stored))).toBe(true);
    }
  });
});
