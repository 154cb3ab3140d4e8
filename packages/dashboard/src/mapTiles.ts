import { createContext, useContext } from 'react';
import { openStreetMapTiles, type TileProvider } from '@atrium/ui';

/**
 * The tile provider of every street map in the dashboard, set once through `AtriumDashboard`'s `mapTiles`.
 * One place for it matters: a Content Security Policy must list the provider's origin among its image sources.
 */
export const MapTilesContext = createContext<TileProvider>(openStreetMapTiles);

/** The dashboard's tile provider (OpenStreetMap's standard tiles unless the app gives its own). */
export function useMapTiles(): TileProvider {
  return useContext(MapTilesContext);
}
