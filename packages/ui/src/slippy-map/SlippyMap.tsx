import { Suspense, useEffect, useId, useRef } from 'react';
import { useNumberFormatter } from 'react-aria';
import { useTheme } from 'styled-components';
import { translateStrings, useTranslation } from '../i18n';
import { safeUrl } from '../html-sanitizer/safeUrl';
import { lazyPart } from '../lazy-part';
import { Spinner } from '../spinner';
import { themeMapStyle, type MapStyle } from '../vector-map/mapStyle';
import { MapZoomControls } from '../vector-map/MapZoomControls';
import { MapFigure, MapStatus } from '../vector-map/VectorMap.styles';
import { addMapPins, type SlippyMapMarker } from './mapPins';
import { Attribution, MapNotice, StreetCanvas, TileSurface } from './SlippyMap.styles';
import { tileFilter } from './tileFilter';
import { useSlippyMap, type UseSlippyMapOptions } from './useSlippyMap';

/** Texts of {@link SlippyMap}; every one can be replaced, e.g. with a translation. */
export interface SlippyMapLabels {
  /** Accessible name of the map. */
  map: string;
  /** How to move the map from the keyboard, read when it takes focus. */
  keyboardHelp: string;
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** Name of the group of zoom buttons. */
  controls: string;
  /** Announced after every zoom; `{zoom}` stands for the level. */
  zoomLevel: string;
  /** Name of a marker popup's close button. */
  closePopup: string;
  /** Name of the provider's credits. */
  attribution: string;
  /** Said once when the tiles cannot be loaded and the outline map takes their place. */
  tilesFailed: string;
  /** Accessible name of that outline map. */
  outlineMap: string;
  loading: string;
}

const defaultLabels: SlippyMapLabels = {
  map: 'Street map',
  keyboardHelp: 'Arrow keys move the map; plus and minus zoom.',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset view',
  controls: 'Map controls',
  zoomLevel: 'Zoom level {zoom}',
  closePopup: 'Close',
  attribution: 'Map data',
  tilesFailed: 'The street map could not be loaded, so an outline map is shown.',
  outlineMap: 'Outline map',
  loading: 'Loading map',
};

/** Props of {@link SlippyMap}. */
export interface SlippyMapProps extends UseSlippyMapOptions {
  /** Recolours the tiles towards this palette (see `tileFilter`); markers take its highlight colour. */
  mapStyle?: MapStyle;
  markers?: readonly SlippyMapMarker[];
  labels?: Partial<SlippyMapLabels>;
  className?: string;
}

// One empty list for every map without markers, so the pins are not redrawn on every render.
const noMarkers: readonly SlippyMapMarker[] = [];

// Only a map whose tiles fail needs the outline map and its atlas, so both load then.
const OutlineMap = lazyPart(() => import('../vector-map/VectorMap').then((module) => module.VectorMap));

/**
 * A street map of raster tiles from any XYZ provider, on Leaflet: drag, wheel, pinch, buttons or the keyboard
 * to pan and zoom, markers as buttons that open popups, a scale and the provider's credits. When the tiles
 * cannot be loaded (offline, or a blocked tile host), it says so once and shows the outline map at the same
 * centre and zoom instead, so the page never shows an empty box.
 */
export function SlippyMap({
  mapStyle,
  markers = noMarkers,
  labels: labelOverrides,
  className,
  ...options
}: SlippyMapProps) {
  const { t } = useTranslation();
  const labels = { ...translateStrings(defaultLabels, t), ...labelOverrides };
  const theme = useTheme();
  const style = mapStyle ?? themeMapStyle(theme);
  const container = useRef<HTMLDivElement>(null);
  const map = useSlippyMap(container, options);
  const helpId = useId();
  const formatZoom = useNumberFormatter({ maximumFractionDigits: 1 });
  const zoomText = labels.zoomLevel.replace('{zoom}', formatZoom.format(map.view.zoom));
  const { closePopup } = labels;

  const { shown } = map;
  useEffect(() => {
    // A map being replaced (new provider, or failed tiles) has lost its panes before `shown` catches up.
    if (!shown?.map.getPane('markerPane')) return;
    return addMapPins(shown.L, shown.map, markers, { closePopup });
  }, [shown, markers, closePopup]);

  const isFailed = map.status === 'failed';
  return (
    <MapFigure aria-label={labels.map} className={className} data-map-style={style.key}>
      {isFailed ? (
        <Suspense
          fallback={
            <StreetCanvas $colors={style.colors}>
              <MapStatus>
                <Spinner aria-label={labels.loading} />
              </MapStatus>
            </StreetCanvas>
          }
        >
          <OutlineMap.Part
            mapStyle={style}
            markers={markers}
            defaultView={map.view}
            labels={{ map: labels.outlineMap }}
          />
        </Suspense>
      ) : (
        <StreetCanvas $colors={style.colors}>
          <TileSurface
            ref={container}
            {...map.containerProps}
            role="application"
            aria-label={labels.map}
            aria-describedby={helpId}
            $filter={tileFilter(style.colors)}
          />
          <span id={helpId} hidden>
            {labels.keyboardHelp}
          </span>
          <MapZoomControls
            labels={labels}
            zoomText={zoomText}
            canZoomIn={map.canZoomIn}
            canZoomOut={map.canZoomOut}
            onZoomIn={map.zoomIn}
            onZoomOut={map.zoomOut}
            onReset={map.reset}
          />
          {/* The provider's credit line is quoted as its licence words it, in every language. */}
          <Attribution aria-label={labels.attribution}>
            {options.tiles.attribution.map((credit) => {
              const href = safeUrl(credit.href);
              return href ? (
                <a key={credit.label} href={href} target="_blank" rel="noopener noreferrer" translate="no">
                  {credit.label}
                </a>
              ) : (
                <span key={credit.label} translate="no">
                  {credit.label}
                </span>
              );
            })}
          </Attribution>
        </StreetCanvas>
      )}
      {/* Always there, so the one message is announced politely when it appears. */}
      <MapNotice role="status" $isShown={isFailed}>
        {isFailed ? labels.tilesFailed : ''}
      </MapNotice>
    </MapFigure>
  );
}
