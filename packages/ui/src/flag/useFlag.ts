import { useEffect, useState } from 'react';
import { isFlagCode, type FlagCode } from './flagCodes';
import type { FlagLoader } from './flagLoaders';

/** Where a flag stands: `loading` its chunk, `loaded`, or `unavailable` (unknown code or failed load). */
export type FlagStatus = 'loading' | 'loaded' | 'unavailable';

/** What {@link useFlag} knows about a code. */
export interface FlagState {
  /** The normalised code, or `undefined` when no flag exists for it. */
  code: FlagCode | undefined;
  /** A data URL of the flag's SVG once loaded. */
  src: string | undefined;
  status: FlagStatus;
  /** The country's name in the requested locale, else the code itself (upper case). */
  name: string;
}

// Loaded flags never change, so a second <Flag code="de" /> draws at once instead of flashing the fallback.
const loadedFlags = new Map<FlagCode, string>();

/** The supported code for any spelling (`de`, ` DE `), or `undefined`. */
export function normalizeFlagCode(code: string): FlagCode | undefined {
  const upper = code.trim().toUpperCase();
  return isFlagCode(upper) ? upper : undefined;
}

// Making a DisplayNames loads the locale's region names: once per locale, not once per flag and render.
const regionNamesByLocale = new Map<string, Intl.DisplayNames | null>();

function regionNames(locale: string): Intl.DisplayNames | null {
  let names = regionNamesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      // Not a locale the browser can read: every name falls back to the code.
      names = null;
    }
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/** A region's name via `Intl.DisplayNames`, or `undefined` when the code is not a region it knows. */
export function countryName(code: string, locale: string): string | undefined {
  try {
    return regionNames(locale)?.of(code.trim().toUpperCase());
  } catch {
    // Not a well-formed region subtag (e.g. three letters).
    return undefined;
  }
}

/**
 * Loads one flag's chunk and returns its SVG as a data URL (cached for the page's lifetime): from `source`
 * when given, else through the table of every flag, itself fetched on first need.
 */
export async function loadFlag(code: FlagCode, source?: FlagLoader): Promise<string> {
  const cached = loadedFlags.get(code);
  if (cached !== undefined) return cached;
  const load = source ?? (await import('./flagLoaders')).flagLoaders[code];
  const { default: svg } = await load();
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  loadedFlags.set(code, src);
  return src;
}

/** Owns loading one flag lazily by code: only that flag's chunk is fetched, on first use. */
export function useFlag(code: string, locale: string, source?: FlagLoader): FlagState {
  const flagCode = normalizeFlagCode(code);
  const [result, setResult] = useState<{ code: FlagCode; src: string | undefined }>();
  const cached = flagCode && loadedFlags.get(flagCode);

  useEffect(() => {
    if (!flagCode || loadedFlags.has(flagCode)) return;
    let isCurrent = true;
    loadFlag(flagCode, source).then(
      (src) => isCurrent && setResult({ code: flagCode, src }),
      () => isCurrent && setResult({ code: flagCode, src: undefined }),
    );
    return () => {
      isCurrent = false;
    };
  }, [flagCode, source]);

  useEffect(() => {
    if (flagCode || process.env.NODE_ENV === 'production') return;
    console.warn(`Atrium: no flag for country code "${code}"; a blank box is drawn.`);
  }, [flagCode, code]);

  const settled = result?.code === flagCode ? result : undefined;
  const src = cached || settled?.src;
  const status: FlagStatus = src ? 'loaded' : flagCode && !settled ? 'loading' : 'unavailable';
  return { code: flagCode, src, status, name: countryName(code, locale) ?? code.trim().toUpperCase() };
}
