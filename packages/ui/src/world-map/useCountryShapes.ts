import { useMemo } from 'react';
import { useMapContext, type GeographyProps } from 'react-simple-maps';
import { feature } from 'topojson-client';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection } from 'topojson-specification';
import type { MapGeography } from './useMapGeography';

/** A country ready to draw with react-simple-maps' `Geography`: its feature, a stable key and its SVG path. */
export type CountryShape = GeographyProps['geography'];

/** Picks and orders the features a map draws, e.g. to leave a country out. */
export type SelectFeatures = (features: Feature<Geometry>[]) => Feature<Geometry>[];

function featuresOf(geography: MapGeography): Feature<Geometry>[] {
  if (geography.type !== 'Topology') return (geography as FeatureCollection<Geometry>).features;
  const [first] = Object.values(geography.objects);
  return (feature(geography, first as GeometryCollection) as FeatureCollection<Geometry>).features;
}

/**
 * The shapes of a map's countries, projected by the surrounding `ComposableMap`; call it inside one. Stands in
 * for react-simple-maps' `Geographies`, which on every render serialises the whole topology to compare it and,
 * once loaded, builds and projects the outline and border meshes as well: work these maps never draw, and
 * nearly half of the main-thread time the 1:50 million world took before its countries appeared.
 */
export function useCountryShapes(geography: MapGeography, select?: SelectFeatures): CountryShape[] {
  const { path } = useMapContext();
  return useMemo(() => {
    const features = featuresOf(geography);
    return (select ? select(features) : features).map((shape, index) => ({
      ...shape,
      rsmKey: `geo-${index}`,
      svgPath: path(shape),
    }));
  }, [geography, select, path]);
}
