export { WorldMap, type WorldMapLabels, type WorldMapProps } from './WorldMap';
export {
  useWorldMap,
  type ActiveCountry,
  type UseWorldMapOptions,
  type WorldMapCountry,
  type WorldMapState,
} from './useWorldMap';
export {
  loadWorld110m,
  loadWorld50m,
  useMapGeography,
  type MapGeography,
  type MapGeographySource,
  type MapGeographyState,
} from './useMapGeography';
export {
  choroplethShare,
  choroplethStepIndex,
  choroplethSteps,
  type ChoroplethStep,
} from './choroplethScale';
export { countryNames } from './countryNames';
export { CountryRanking, type CountryRankingLabels, type CountryRankingProps } from './CountryRanking';
export {
  useCountryRanking,
  type CountryRankingState,
  type UseCountryRankingOptions,
} from './useCountryRanking';
export { rankCountries, type RankedCountry } from './rankCountries';
