import { useNumberFormatter } from 'react-aria';
import { Pagination } from '../pagination';
import {
  RankCell,
  RankingCaption,
  RankingRoot,
  RankingTable,
  ShareCell,
  ShareFill,
  ShareText,
  ShareTrack,
} from './CountryRanking.styles';
import { useCountryRanking, type UseCountryRankingOptions } from './useCountryRanking';
import { translateStrings, useTranslation } from '../i18n';

/** Texts of {@link CountryRanking}; every one can be replaced, e.g. with a translation. */
export interface CountryRankingLabels {
  /** The table's caption, which names it; hidden when `isCaptionShown` is false. */
  caption: string;
  country: string;
  value: string;
  share: string;
  /** Accessible name of the page bar under the table. */
  pagination: string;
}

const defaultLabels: CountryRankingLabels = {
  caption: 'Top countries by visits',
  country: 'Country',
  value: 'Visits',
  share: 'Share',
  pagination: 'Pages of countries',
};

/** Props of {@link CountryRanking}. */
export interface CountryRankingProps extends UseCountryRankingOptions {
  labels?: Partial<CountryRankingLabels>;
  /** Show the caption above the table; it names the table for screen readers either way. Default `false`. */
  isCaptionShown?: boolean;
  className?: string;
}

/**
 * The countries of a choropleth ranked by value, a page at a time: rank and name, value, and a bar with the
 * share of the total. It sits under a `WorldMap` as the template's visitors table does.
 */
export function CountryRanking({
  labels: labelOverrides,
  isCaptionShown = false,
  className,
  ...options
}: CountryRankingProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLabels, t), ...labelOverrides };
  const ranking = useCountryRanking(options);
  const formatNumber = useNumberFormatter();
  const formatShare = useNumberFormatter({
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <RankingRoot className={className}>
      <RankingTable>
        <RankingCaption $isHidden={!isCaptionShown}>{labels.caption}</RankingCaption>
        <thead>
          <tr>
            <th scope="col">{labels.country}</th>
            <th scope="col">{labels.value}</th>
            <th scope="col">{labels.share}</th>
          </tr>
        </thead>
        <tbody>
          {ranking.rows.map((country) => (
            <tr key={country.id}>
              <th scope="row">
                <RankCell>{formatNumber.format(country.rank)}</RankCell>
                {country.name}
              </th>
              <td>{formatNumber.format(country.value)}</td>
              <td>
                <ShareCell>
                  <ShareTrack aria-hidden="true">
                    <ShareFill style={{ inlineSize: `${country.share * 100}%` }} />
                  </ShareTrack>
                  <ShareText>{formatShare.format(country.share)}</ShareText>
                </ShareCell>
              </td>
            </tr>
          ))}
        </tbody>
      </RankingTable>
      {ranking.totalCountries > ranking.pageSize && (
        <Pagination
          size="sm"
          showFirstLast={false}
          page={ranking.page}
          onChange={ranking.setPage}
          totalItems={ranking.totalCountries}
          pageSize={ranking.pageSize}
          labels={{ navigation: labels.pagination }}
        />
      )}
    </RankingRoot>
  );
}
