export { SlippyMap, type SlippyMapLabels, type SlippyMapProps } from './SlippyMap';
export { useSlippyMap, type SlippyMapState, type TileStatus, type UseSlippyMapOptions } from './useSlippyMap';
export { openStreetMapTiles, type TileAttribution, type TileProvider } from './tileProvider';
export { sampleTiles, unreachableTiles } from './sampleTiles';
export { type SlippyMapMarker } from './mapPins';
export { tileFilter } from './tileFilter';
