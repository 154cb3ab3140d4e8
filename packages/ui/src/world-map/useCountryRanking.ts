import { useMemo } from 'react';
import { usePagination, type UsePaginationOptions } from '../pagination/usePagination';
import { countryNames } from './countryNames';
import { rankCountries, type RankedCountry } from './rankCountries';

/** Options of {@link useCountryRanking}. */
export interface UseCountryRankingOptions extends Pick<
  UsePaginationOptions,
  'page' | 'defaultPage' | 'onChange'
> {
  /** Value per country, keyed by ISO 3166 numeric code as a string. */
  values: Readonly<Record<string, number>>;
  /** Rows per page. Default 6, as under the template's visitors map. */
  pageSize?: number;
  /** Country names by numeric code. Default {@link countryNames}. */
  names?: Readonly<Record<string, string>>;
}

/** State of a country ranking: the rows of the current page and the pagination that moves between pages. */
export interface CountryRankingState {
  /** The current page's rows, with their 1-based rank in the whole ranking. */
  rows: (RankedCountry & { rank: number })[];
  /** Number of ranked countries on all pages. */
  totalCountries: number;
  pageSize: number;
  page: number;
  setPage: (page: number) => void;
}

/** Ranks countries by value and owns the page shown (controlled with `page`/`onChange`, or not). */
export function useCountryRanking({
  values,
  pageSize = 6,
  names = countryNames,
  ...pageOptions
}: UseCountryRankingOptions): CountryRankingState {
  const ranking = useMemo(() => rankCountries(values, names), [values, names]);
  const { page, setPage } = usePagination({ ...pageOptions, totalItems: ranking.length, pageSize });
  const first = (page - 1) * pageSize;
  const rows = ranking
    .slice(first, first + pageSize)
    .map((country, index) => ({ ...country, rank: first + index + 1 }));
  return { rows, totalCountries: ranking.length, pageSize, page, setPage };
}
