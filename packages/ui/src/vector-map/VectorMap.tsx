import { memo, type ReactNode } from 'react';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import { ComposableMap, Geography, Marker, ZoomableGroup, useZoomPanContext } from 'react-simple-maps';
import { useTheme } from 'styled-components';
import { Spinner } from '../spinner';
import { useCountryShapes } from '../world-map/useCountryShapes';
import {
  loadWorld50m,
  useMapGeography,
  type MapGeography,
  type MapGeographySource,
} from '../world-map/useMapGeography';
import { themeMapStyle, type MapStyle } from './mapStyle';
import { useVectorMap, type UseVectorMapOptions } from './useVectorMap';
import { MapZoomControls } from './MapZoomControls';
import { MapCanvas, MapFigure, MapMessage, MapStatus } from './VectorMap.styles';
import { translateStrings, useTranslation } from '../i18n';

/** A labelled point on a {@link VectorMap}. */
export interface MapMarker {
  key: string;
  /** `[longitude, latitude]`. */
  coordinates: [number, number];
  label: string;
}

/** Texts of {@link VectorMap}; every one can be replaced, e.g. with a translation. */
export interface VectorMapLabels {
  /** Accessible name of the figure. */
  map: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** Name of the group of zoom buttons. */
  controls: string;
  /** Name of the list of marked places. */
  markers: string;
  /** Announced after every zoom; `{zoom}` stands for the level. */
  zoomLevel: string;
  loading: string;
  error: string;
}

const defaultLabels: VectorMapLabels = {
  map: 'Map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset view',
  controls: 'Map controls',
  markers: 'Places on the map',
  zoomLevel: 'Zoom level {zoom}',
  loading: 'Loading map',
  error: 'The map could not be loaded.',
};

/** Props of {@link VectorMap}. */
export interface VectorMapProps extends UseVectorMapOptions {
  /** Colours of land, borders, water and highlights; the skin's colours by default. */
  mapStyle?: MapStyle;
  markers?: readonly MapMarker[];
  /** Shapes to draw; by default the 1:50 million world, loaded on first use. */
  geography?: MapGeographySource;
  labels?: Partial<VectorMapLabels>;
  className?: string;
}

// Markers keep their size on screen however far the map is magnified.
function MapPin({ label }: { label: string }) {
  const { k } = useZoomPanContext();
  return (
    <g transform={`scale(${1 / k})`} aria-hidden="true">
      <circle r={6} />
      <text x={10} y={5}>
        {label}
      </text>
    </g>
  );
}

// Memoised: panning re-renders the group's transform only, not the few hundred country paths.
const Countries = memo(function Countries({ geography }: { geography: MapGeography }) {
  const shapes = useCountryShapes(geography);
  return (
    <>
      {shapes.map((shape) => (
        <Geography key={shape.rsmKey} geography={shape} tabIndex={-1} />
      ))}
    </>
  );
});

/**
 * A pan-and-zoom vector map: drag or pinch to pan, wheel or pinch to zoom, and buttons for zooming in, out
 * and back to the first view, the zoom level announced to screen readers. Colours come from `mapStyle`.
 */
export function VectorMap({
  mapStyle,
  markers = [],
  geography = loadWorld50m,
  labels: labelOverrides,
  className,
  width = 800,
  height = 450,
  ...options
}: VectorMapProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLabels, t), ...labelOverrides };
  const theme = useTheme();
  const style = mapStyle ?? themeMapStyle(theme);
  const shapes = useMapGeography(geography);
  const map = useVectorMap({ ...options, width, height });
  const formatZoom = useNumberFormatter({ maximumFractionDigits: 1 });
  const zoomText = labels.zoomLevel.replace('{zoom}', formatZoom.format(map.view.zoom));

  let status: ReactNode = <Spinner aria-label={labels.loading} />;
  if (shapes.status === 'error') status = <MapMessage role="alert">{labels.error}</MapMessage>;

  return (
    <MapFigure aria-label={labels.map} className={className} data-map-style={style.key}>
      <MapCanvas $aspectRatio={width / height} $colors={style.colors}>
        {shapes.status === 'ready' ? (
          <ComposableMap
            width={width}
            height={height}
            projection="geoMercator"
            projectionConfig={{ scale: map.projectionScale }}
            aria-hidden="true"
          >
            <ZoomableGroup {...map.zoomableGroupProps}>
              <Countries geography={shapes.geography} />
              {markers.map((marker) => (
                <Marker key={marker.key} coordinates={marker.coordinates}>
                  <MapPin label={marker.label} />
                </Marker>
              ))}
            </ZoomableGroup>
          </ComposableMap>
        ) : (
          <MapStatus>{status}</MapStatus>
        )}
        <MapZoomControls
          labels={labels}
          zoomText={zoomText}
          canZoomIn={map.canZoomIn}
          canZoomOut={map.canZoomOut}
          onZoomIn={map.zoomIn}
          onZoomOut={map.zoomOut}
          onReset={map.reset}
        />
      </MapCanvas>
      {markers.length > 0 && (
        // The drawing is hidden from assistive technology, so the places it marks are listed instead.
        <VisuallyHidden>
          <ul aria-label={labels.markers}>
            {markers.map((marker) => (
              <li key={marker.key}>{marker.label}</li>
            ))}
          </ul>
        </VisuallyHidden>
      )}
    </MapFigure>
  );
}
