export { VectorMap, type MapMarker, type VectorMapLabels, type VectorMapProps } from './VectorMap';
export {
  defaultMapView,
  useVectorMap,
  type MapView,
  type UseVectorMapOptions,
  type VectorMapState,
} from './useVectorMap';
export { themeMapStyle, type MapStyle, type MapStyleColors } from './mapStyle';
export {
  clampZoom,
  scaleToWebZoom,
  stepZoom,
  tileSize,
  webZoomToScale,
  zoomFactor,
  zoomOfFactor,
} from './mapZoom';
