import { countryNames } from './countryNames';

/** A country in a ranking by value, with its part of the total. */
export interface RankedCountry {
  /** ISO 3166-1 numeric code as a string (`'250'` is France). */
  id: string;
  name: string;
  value: number;
  /** `value` as a fraction of all values, 0 to 1 (0 when the total is 0). */
  share: number;
}

/** Largest value first; equal values in alphabetical order, so the order never depends on the input's. */
export const byValueThenName = (a: { value: number; name: string }, b: { value: number; name: string }) =>
  b.value - a.value || a.name.localeCompare(b.name);

/**
 * The countries of `values` ranked largest first, each with its share of the total. Entries that are not a
 * finite, non-negative number are left out (demo data arrives over the network and may be wrong).
 */
export function rankCountries(
  values: Readonly<Record<string, number>>,
  names: Readonly<Record<string, string>> = countryNames,
): RankedCountry[] {
  const valid = Object.entries(values).filter(([, value]) => Number.isFinite(value) && value >= 0);
  const total = valid.reduce((sum, [, value]) => sum + value, 0);
  return valid
    .map(([id, value]) => ({ id, name: names[id] ?? id, value, share: total > 0 ? value / total : 0 }))
    .sort(byValueThenName);
}
