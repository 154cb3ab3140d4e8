import { useCallback, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import type { ZoomPanCallbackProps } from 'react-simple-maps';
import { clampZoom, stepZoom, webZoomToScale, zoomFactor, zoomOfFactor } from './mapZoom';

/** What a map shows: its centre as `[longitude, latitude]` and a web-map zoom level (see `mapZoom.ts`). */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** Options of {@link useVectorMap}. */
export interface UseVectorMapOptions {
  /** The view (controlled). */
  view?: MapView;
  /** The first view, and the one "reset" returns to (uncontrolled). Default 45° N, 73° W at zoom 8 (Montréal). */
  defaultView?: MapView;
  /** Called after every zoom or pan, once the gesture ends. */
  onViewChange?: (view: MapView) => void;
  /** Furthest out, as a web zoom level. Default 2, where the world is about as wide as the map. */
  minZoom?: number;
  /** Furthest in. Default 12. */
  maxZoom?: number;
  /** Width of the map's coordinate space; it limits panning to the world. Default 800. */
  width?: number;
  height?: number;
}

/** The default view: centred at latitude 45, longitude -73 (Montréal), zoom 8. */
export const defaultMapView: MapView = { center: [-73, 45], zoom: 8 };

/**
 * View state of a pan-and-zoom map: the centre and zoom level, the zoom buttons' actions, and the props that
 * drive react-simple-maps' `ZoomableGroup`. The projection is drawn at `minZoom` and the group magnifies it by
 * 2^(zoom - minZoom), so mouse wheel, pinch and buttons all speak web zoom levels.
 */
export function useVectorMap({
  view: viewProp,
  defaultView = defaultMapView,
  onViewChange,
  minZoom = 2,
  maxZoom = 12,
  width = 800,
  height = 450,
}: UseVectorMapOptions = {}) {
  const [view, setView] = useControlledState<MapView>(viewProp, defaultView, onViewChange);
  const zoom = clampZoom(view.zoom, minZoom, maxZoom);
  const zoomTo = useCallback(
    (next: number) => setView({ center: view.center, zoom: clampZoom(next, minZoom, maxZoom) }),
    [setView, view.center, minZoom, maxZoom],
  );
  const onMoveEnd = useCallback(
    ({ coordinates, zoom: factor }: ZoomPanCallbackProps) => {
      if (!coordinates || factor === undefined) return;
      const next = { center: coordinates, zoom: zoomOfFactor(factor, minZoom) };
      if (next.center[0] === view.center[0] && next.center[1] === view.center[1] && next.zoom === zoom)
        return;
      setView(next);
    },
    [setView, minZoom, view.center, zoom],
  );
  // Half the world's width at the base zoom, around the middle of the drawing: panning stops at its edges.
  const half = webZoomToScale(minZoom) * Math.PI;
  const zoomableGroupProps = useMemo(
    () => ({
      center: view.center,
      zoom: zoomFactor(zoom, minZoom),
      minZoom: 1,
      maxZoom: zoomFactor(maxZoom, minZoom),
      translateExtent: [
        [width / 2 - half, height / 2 - half],
        [width / 2 + half, height / 2 + half],
      ] as Array<[number, number]>,
      onMoveEnd,
    }),
    [view.center, zoom, minZoom, maxZoom, width, height, half, onMoveEnd],
  );
  return {
    view: { center: view.center, zoom },
    canZoomIn: zoom < maxZoom,
    canZoomOut: zoom > minZoom,
    zoomIn: () => zoomTo(stepZoom(zoom, 1, minZoom, maxZoom)),
    zoomOut: () => zoomTo(stepZoom(zoom, -1, minZoom, maxZoom)),
    /** Back to the first view. */
    reset: () => setView(defaultView),
    /** Mercator scale of the drawing, for `ComposableMap`'s `projectionConfig`. */
    projectionScale: webZoomToScale(minZoom),
    /** Spread onto `ZoomableGroup`. */
    zoomableGroupProps,
  };
}

/** What {@link useVectorMap} returns. */
export type VectorMapState = ReturnType<typeof useVectorMap>;
