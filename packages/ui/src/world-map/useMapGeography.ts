import { useEffect, useState } from 'react';
import type { FeatureCollection } from 'geojson';
import type { Topology } from 'topojson-specification';

/** Shapes a map draws: a TopoJSON topology (its first object is used) or a GeoJSON feature collection. */
export type MapGeography = Topology | FeatureCollection;

/** Where a map's shapes come from: the data itself, or a function that loads it (e.g. a dynamic import). */
export type MapGeographySource = MapGeography | (() => Promise<MapGeography>);

/** Loading state of {@link useMapGeography}. */
export type MapGeographyState =
  | { status: 'loading'; geography?: undefined; error?: undefined }
  | { status: 'ready'; geography: MapGeography; error?: undefined }
  | { status: 'error'; geography?: undefined; error: unknown };

/** The 1:110 million world of the world-atlas package, in a chunk of its own that loads on first use. */
export const loadWorld110m = (): Promise<MapGeography> =>
  import('world-atlas/countries-110m.json').then((module) => module.default as unknown as MapGeography);

/** The more detailed 1:50 million world, for maps zoomed in to a region. */
export const loadWorld50m = (): Promise<MapGeography> =>
  import('world-atlas/countries-50m.json').then((module) => module.default as unknown as MapGeography);

/**
 * Owns the loading of a map's shapes: data given as an object is ready at once; a loader is called once per
 * loader and its result or failure is kept. A stale answer after the source changed is ignored.
 */
export function useMapGeography(source: MapGeographySource): MapGeographyState {
  const [loaded, setLoaded] = useState<{ source: MapGeographySource; state: MapGeographyState } | null>(null);
  useEffect(() => {
    if (typeof source !== 'function') return;
    let isCurrent = true;
    source().then(
      (geography) => isCurrent && setLoaded({ source, state: { status: 'ready', geography } }),
      (error: unknown) => isCurrent && setLoaded({ source, state: { status: 'error', error } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [source]);
  if (typeof source !== 'function') return { status: 'ready', geography: source };
  return loaded?.source === source ? loaded.state : { status: 'loading' };
}
