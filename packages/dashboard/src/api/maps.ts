import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useApiClient } from './DataProvider';

/** `maps/styles.json`: the offered map styles (key, name, url). */
export const mapStyleListSchema = z
  .array(z.object({ key: z.string().check(z.minLength(1)), name: z.string(), url: z.string() }))
  .check(z.minLength(1));
export type MapStyleListItem = z.infer<typeof mapStyleListSchema>[number];

/** `maps/{key}.json`: one map style's palette, the shape `VectorMap`'s `mapStyle` takes. */
export const mapStyleSchema = z.object({
  key: z.string().check(z.minLength(1)),
  name: z.string(),
  colors: z.object({
    land: z.string(),
    border: z.string(),
    water: z.string(),
    highlight: z.string(),
    label: z.optional(z.string()),
  }),
});
export type MapStyleData = z.infer<typeof mapStyleSchema>;

/** `visits.json`: visits per country, keyed by ISO 3166-1 numeric code (`'250'` is France). */
export const countryVisitsSchema = z.record(
  z.string().check(z.regex(/^\d{3}$/)),
  z.number().check(z.nonnegative()),
);
export type CountryVisits = z.infer<typeof countryVisitsSchema>;

/** The offered map styles (`maps/styles.json`). */
export function useMapStyles() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['maps', 'styles'],
    queryFn: ({ signal }) => api.get('maps/styles.json', mapStyleListSchema, { signal }),
  });
}

/** One map style (`maps/{key}.json`); waits while `key` is undefined, keeps the last style while switching. */
export function useMapStyle(key: string | undefined) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['maps', 'style', key],
    enabled: Boolean(key),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => api.get(`maps/${encodeURIComponent(key!)}.json`, mapStyleSchema, { signal }),
  });
}

/** Visits per country for the world map (`visits.json`). */
export function useCountryVisits() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['visits', 'countries'],
    queryFn: ({ signal }) => api.get('visits.json', countryVisitsSchema, { signal }),
  });
}
