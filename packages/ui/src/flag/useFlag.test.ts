import { describe, expect, it } from 'vitest';
import { countries } from 'country-flag-icons';
import { flagCodes, isFlagCode } from './flagCodes';
import { flagLoaders } from './flagLoaders';
import { countryName, loadFlag, normalizeFlagCode } from './useFlag';

describe('flagCodes', () => {
  it('holds the two-letter codes the package draws, sorted, apart from the user-assigned XA, XC, XO', () => {
    expect(flagCodes.length).toBeGreaterThanOrEqual(250);
    expect([...flagCodes].sort()).toEqual(flagCodes);
    const expected = countries.filter((c) => /^[A-Z]{2}$/.test(c) && !['XA', 'XC', 'XO'].includes(c));
    expect([...flagCodes]).toEqual(expected);
  });

  it('gives every code a name in English, so no flag is announced by its code', () => {
    const unnamed = flagCodes.filter((code) => countryName(code, 'en') === undefined);
    expect(unnamed).toEqual([]);
  });
});

describe('normalizeFlagCode and isFlagCode', () => {
  it('accepts any case and surrounding spaces, and rejects unknown or malformed codes', () => {
    expect(normalizeFlagCode('de')).toBe('DE');
    expect(normalizeFlagCode(' Us ')).toBe('US');
    expect(normalizeFlagCode('QQ')).toBeUndefined();
    expect(normalizeFlagCode('deu')).toBeUndefined();
    expect(normalizeFlagCode('')).toBeUndefined();
    expect(isFlagCode('de')).toBe(false);
    expect(isFlagCode('constructor')).toBe(false);
  });
});

describe('countryName', () => {
  it('names a region in the requested language', () => {
    expect(countryName('de', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('XK', 'en')).toBe('Kosovo');
  });

  it('gives up quietly on codes that are not regions', () => {
    expect(countryName('QQ', 'en')).toBeUndefined();
    expect(countryName('deu', 'en')).toBeUndefined();
    expect(countryName('', 'en')).toBeUndefined();
  });

  it('gives up quietly on a locale the browser cannot read, every time it is asked', () => {
    expect(countryName('de', 'not a locale')).toBeUndefined();
    expect(countryName('de', 'not a locale')).toBeUndefined();
    expect(countryName('de', 'de')).toBe('Deutschland');
  });
});

describe('loadFlag', () => {
  it('loads one flag as an SVG data URL and answers from its cache the second time', async () => {
    const src = await loadFlag('DE');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(await loadFlag('DE')).toBe(src);
  });

  it('loads from a given source instead of the table', async () => {
    const src = await loadFlag('FR', async () => ({ default: '<svg id="given"/>' }));
    expect(decodeURIComponent(src)).toContain('<svg id="given"/>');
  });

  it('has a loader for every code, and none for any other, each resolving to markup', async () => {
    expect(Object.keys(flagLoaders)).toEqual(flagCodes);
    const loaded = await Promise.all(Object.values(flagLoaders).map((load) => load()));
    expect(loaded.every((module) => module.default.startsWith('<svg'))).toBe(true);
  });
});
