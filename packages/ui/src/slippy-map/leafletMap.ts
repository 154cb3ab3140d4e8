import type * as Leaflet from 'leaflet';
import { allowLibraryMarkup } from '../html-sanitizer/trustedTypes';
import type { MapView } from '../vector-map/useVectorMap';

/** Leaflet's namespace (`L`). */
export type LeafletNamespace = typeof Leaflet;

/**
 * Loads Leaflet on first use: it touches `window` as it loads, so it cannot be imported where the page is
 * rendered on a server, and only pages that draw a street map should download it.
 */
export function loadLeaflet(): Promise<LeafletNamespace> {
  allowLibraryMarkup(leafletMarkup);
  return import('leaflet').then(
    (module) => (module as LeafletNamespace & { default?: LeafletNamespace }).default ?? module,
  );
}

/**
 * The only markup Leaflet writes as strings on this map: its test for SVG support, as it loads, and the
 * popups' close button. Pins and popup contents are elements. A page that requires Trusted Types lets exactly
 * these through its default policy (see `installDefaultTrustedTypesPolicy`).
 */
const leafletMarkup = ['<svg/>', '<span aria-hidden="true">&#215;</span>'];

/** What {@link createStreetMap} needs besides Leaflet and the element. */
export interface StreetMapSetup {
  view: MapView;
  url: string;
  subdomains: string;
  minZoom: number;
  maxZoom: number;
  isAnimated: boolean;
  failedTilesLimit: number;
  loadTimeoutMs: number;
  onTilesReady: () => void;
  onTilesFailed: () => void;
  onMoveEnd: (view: MapView) => void;
}

/**
 * A Leaflet map with a scale and one tile layer in `element`, watching its tiles: they count as failed when
 * `failedTilesLimit` fail before any loads, or none has loaded after `loadTimeoutMs`. Returns the map and the
 * function that removes it.
 */
export function createStreetMap(L: LeafletNamespace, element: HTMLElement, setup: StreetMapSetup) {
  const [longitude, latitude] = setup.view.center;
  const map = L.map(element, {
    center: [latitude, longitude],
    zoom: setup.view.zoom,
    minZoom: setup.minZoom,
    maxZoom: setup.maxZoom,
    zoomControl: false,
    attributionControl: false,
    // Leaflet's keyboard handler reads the deprecated keyCode; the hook handles keys by their names instead.
    keyboard: false,
    zoomAnimation: setup.isAnimated,
    fadeAnimation: setup.isAnimated,
    markerZoomAnimation: setup.isAnimated,
  });
  L.control.scale({ position: 'bottomleft' }).addTo(map);
  const layer = L.tileLayer(setup.url, {
    subdomains: setup.subdomains,
    minZoom: setup.minZoom,
    maxZoom: setup.maxZoom,
  });
  let loaded = 0;
  let failed = 0;
  const timer = window.setTimeout(() => loaded === 0 && setup.onTilesFailed(), setup.loadTimeoutMs);
  layer.on('tileload', () => {
    loaded += 1;
    if (loaded > 1) return;
    window.clearTimeout(timer);
    setup.onTilesReady();
  });
  layer.on('tileerror', () => {
    failed += 1;
    if (loaded > 0 || failed !== setup.failedTilesLimit) return;
    window.clearTimeout(timer);
    setup.onTilesFailed();
  });
  layer.addTo(map);
  const reportMoveEnd = () => {
    const { lat, lng } = map.getCenter();
    setup.onMoveEnd({ center: [lng, lat], zoom: map.getZoom() });
  };
  map.on('moveend', reportMoveEnd);
  // An animated zoom ends on a timer of Leaflet's that still moves the map's panes; a map removed before it
  // fires throws from that timer. Removing it once the zoom has ended leaves the timer nothing to trip over.
  let isZooming = false;
  map.on('zoomanim', () => (isZooming = true));
  map.on('moveend', () => (isZooming = false));
  return {
    map,
    remove: () => {
      window.clearTimeout(timer);
      layer.off('tileload tileerror');
      map.off('moveend', reportMoveEnd);
      if (isZooming) map.once('moveend', () => window.setTimeout(() => map.remove()));
      else map.remove();
    },
  };
}
