import { useQueryClient } from '@tanstack/react-query';
import type { LoadItems, SelectItem } from '@atrium/ui';
import * as z from 'zod/mini';
import { useApiClient } from './DataProvider';

/** `forms/cities.json`: `[name, country code, population]` per city, largest first. */
export const cityListSchema = z.array(
  z.tuple([z.string().check(z.minLength(1)), z.string().check(z.regex(/^[A-Z]{2}$/)), z.number()]),
);

/** How many suggestions a search shows: the largest matching cities. */
const MAX_SUGGESTIONS = 8;

/** Compares without case or accents, so "sao" finds São Paulo. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The city autocomplete's source: the demo's list of world cities, fetched once on the first search (never
 * with the page) and searched in the browser; names starting with the query come before names containing it.
 */
export function useCitySource(locale: string): LoadItems<SelectItem> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (query, { signal }) => {
    const cities = await queryClient.fetchQuery({
      queryKey: ['forms', 'cities'],
      queryFn: () => api.get('forms/cities.json', cityListSchema, { signal }),
      staleTime: Infinity,
    });
    const countries = new Intl.DisplayNames([locale], { type: 'region' });
    const wanted = fold(query.trim());
    const starts = cities.filter(([name]) => fold(name).startsWith(wanted));
    const contains = cities.filter(([name]) => !fold(name).startsWith(wanted) && fold(name).includes(wanted));
    return [...starts, ...contains].slice(0, MAX_SUGGESTIONS).map(([name, country]) => ({
      value: `${name}, ${country}`,
      label: `${name}, ${countries.of(country) ?? country}`,
    }));
  };
}
