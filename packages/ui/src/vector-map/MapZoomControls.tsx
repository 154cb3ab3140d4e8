import { Button } from '../button';
import { MapControls, ZoomButtons, ZoomReadout } from './VectorMap.styles';

/** Texts of {@link MapZoomControls}. */
export interface MapZoomControlsLabels {
  zoomIn: string;
  zoomOut: string;
  reset: string;
  /** Name of the group of zoom buttons. */
  controls: string;
}

/** Props of {@link MapZoomControls}. */
export interface MapZoomControlsProps {
  labels: MapZoomControlsLabels;
  /** The zoom level as announced, e.g. "Zoom level 8". */
  zoomText: string;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}

const icons = {
  zoomIn: 'M7 2h2v5h5v2H9v5H7V9H2V7h5z',
  zoomOut: 'M2 7h12v2H2z',
  reset: 'M8 3a5 5 0 1 0 5 5h-2a3 3 0 1 1-3-3v2l3.5-3L8 1z',
};
const icon = (path: string) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="currentColor">
    <path d={path} />
  </svg>
);

/**
 * Zoom in, zoom out and back to the first view, stacked in a map's top start corner as web maps place them,
 * with the zoom level announced to screen readers after every change. Shared by the vector and street maps.
 */
export function MapZoomControls({
  labels,
  zoomText,
  canZoomIn,
  canZoomOut,
  onZoomIn,
  onZoomOut,
  onReset,
}: MapZoomControlsProps) {
  return (
    <MapControls>
      <ZoomButtons role="group" aria-label={labels.controls}>
        <Button
          size="sm"
          aria-label={labels.zoomIn}
          icon={icon(icons.zoomIn)}
          isDisabled={!canZoomIn}
          onPress={onZoomIn}
        />
        <Button
          size="sm"
          aria-label={labels.zoomOut}
          icon={icon(icons.zoomOut)}
          isDisabled={!canZoomOut}
          onPress={onZoomOut}
        />
        <Button size="sm" aria-label={labels.reset} icon={icon(icons.reset)} onPress={onReset} />
      </ZoomButtons>
      <ZoomReadout role="status">{zoomText}</ZoomReadout>
    </MapControls>
  );
}
