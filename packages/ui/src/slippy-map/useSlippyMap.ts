import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { createStreetMap, loadLeaflet, type LeafletNamespace } from './leafletMap';
import { clampZoom, stepZoom } from '../vector-map/mapZoom';
import { defaultMapView, type MapView } from '../vector-map/useVectorMap';
import type { TileProvider } from './tileProvider';

/** Whether a street map's tiles arrive: `failed` once they cannot be loaded, and then for good. */
export type TileStatus = 'loading' | 'ready' | 'failed';

/** Options of {@link useSlippyMap}. */
export interface UseSlippyMapOptions {
  tiles: TileProvider;
  /** The first view, and the one "reset" returns to. Default 45° N, 73° W at zoom 8 (Montréal). */
  defaultView?: MapView;
  /** Called after every zoom or pan, once the movement ends. */
  onViewChange?: (view: MapView) => void;
  /** Furthest out. Default 2. */
  minZoom?: number;
  /** Furthest in; never beyond the provider's `maxZoom`. Default 18. */
  maxZoom?: number;
  /** The tiles count as unreachable when this many fail before any loads. Default 4. */
  failedTilesLimit?: number;
  /** …or when none has loaded after this many milliseconds. Default 6000. */
  loadTimeoutMs?: number;
  /** Called once when the tiles count as unreachable. */
  onTilesFailed?: () => void;
}

// Arrow keys move the map by a fixed distance in pixels, as web maps do.
const keyboardPan = 80;
const panKeys: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const toLatLng = ({ center: [longitude, latitude] }: MapView): [number, number] => [latitude, longitude];
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Owns a Leaflet map in `container`: its view (centre and zoom, as web maps count zoom levels), the zoom
 * actions, and whether the tiles arrive. The map is created when the container mounts and removed when it
 * unmounts or the tiles fail, so the caller can show something else in its place.
 */
export function useSlippyMap(
  container: RefObject<HTMLElement | null>,
  {
    tiles,
    defaultView = defaultMapView,
    onViewChange,
    minZoom = 2,
    maxZoom: maxZoomOption = 18,
    failedTilesLimit = 4,
    loadTimeoutMs = 6000,
    onTilesFailed,
  }: UseSlippyMapOptions,
) {
  const maxZoom = Math.min(maxZoomOption, tiles.maxZoom ?? 19);
  const [view, setView] = useState<MapView>(() => ({
    center: defaultView.center,
    zoom: clampZoom(defaultView.zoom, minZoom, maxZoom),
  }));
  const [status, setStatus] = useState<TileStatus>('loading');
  const [shown, setShown] = useState<{ L: LeafletNamespace; map: LeafletMap } | null>(null);
  const map = shown?.map;
  // The map is rebuilt when the provider changes; it opens where the last one was.
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);
  const reportViewChange = useEffectEvent((next: MapView) => onViewChange?.(next));
  const reportTilesFailed = useEffectEvent(() => onTilesFailed?.());
  const { url, subdomains = 'abc' } = tiles;
  const isFailed = status === 'failed';

  useEffect(() => {
    const element = container.current;
    if (!element || isFailed) return;
    let isCurrent = true;
    let remove: (() => void) | undefined;
    const giveUp = () => {
      setStatus('failed');
      reportTilesFailed();
    };
    loadLeaflet().then(
      (L) => {
        if (!isCurrent) return;
        const created = createStreetMap(L, element, {
          view: viewRef.current,
          url,
          subdomains,
          minZoom,
          maxZoom,
          isAnimated: !prefersReducedMotion(),
          failedTilesLimit,
          loadTimeoutMs,
          onTilesReady: () => setStatus('ready'),
          onTilesFailed: giveUp,
          onMoveEnd: (next) => {
            const current = viewRef.current;
            const isSame =
              next.zoom === current.zoom &&
              next.center[0] === current.center[0] &&
              next.center[1] === current.center[1];
            if (isSame) return;
            viewRef.current = next;
            setView(next);
            reportViewChange(next);
          },
        });
        remove = created.remove;
        setShown({ L, map: created.map });
      },
      // Without Leaflet's code (offline before it was ever loaded) there is no street map either.
      () => isCurrent && giveUp(),
    );
    return () => {
      isCurrent = false;
      remove?.();
      setShown(null);
    };
  }, [container, url, subdomains, minZoom, maxZoom, failedTilesLimit, loadTimeoutMs, isFailed]);

  const zoomTo = useCallback((zoom: number) => map?.setZoom(zoom), [map]);
  const zoomIn = () => zoomTo(stepZoom(view.zoom, 1, minZoom, maxZoom));
  const zoomOut = () => zoomTo(stepZoom(view.zoom, -1, minZoom, maxZoom));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!map || event.altKey || event.ctrlKey || event.metaKey) return;
    // Escape closes an open popup from the map or from inside it; the other keys belong to the map alone.
    if (event.key === 'Escape') map.closePopup();
    if (event.target !== event.currentTarget) return;
    const pan = panKeys[event.key];
    if (pan) map.panBy([pan[0] * keyboardPan, pan[1] * keyboardPan]);
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else return;
    event.preventDefault();
  };
  return {
    /** Leaflet and its map while the map is shown, for layers of the caller's own (markers, shapes). */
    shown,
    view,
    status,
    canZoomIn: view.zoom < maxZoom,
    canZoomOut: view.zoom > minZoom,
    zoomIn,
    zoomOut,
    /** Spread onto the map's container: focusable, arrow keys pan, plus and minus zoom. */
    containerProps: { tabIndex: 0, onKeyDown },
    /** Back to the first view. */
    reset: () => map?.setView(toLatLng(defaultView), clampZoom(defaultView.zoom, minZoom, maxZoom)),
  };
}

/** What {@link useSlippyMap} returns. */
export type SlippyMapState = ReturnType<typeof useSlippyMap>;
