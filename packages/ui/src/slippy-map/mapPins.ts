import type { Map as LeafletMap } from 'leaflet';
import type { LeafletNamespace } from './leafletMap';
import type { MapMarker } from '../vector-map/VectorMap';

/** A labelled point on a {@link SlippyMap}, with optional text for the popup it opens. */
export interface SlippyMapMarker extends MapMarker {
  /** Shown under the label in the marker's popup. */
  description?: string;
}

/** Texts the pins need. */
export interface MapPinLabels {
  /** Name of a popup's close button. */
  closePopup: string;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  // Text, never markup: a marker named `<img onerror=…>` shows those characters.
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Adds `markers` to `map` as keyboard-focusable buttons named by their label, each opening a popup on click,
 * Enter or Space. Returns the function that takes them off again.
 */
export function addMapPins(
  L: LeafletNamespace,
  map: LeafletMap,
  markers: readonly SlippyMapMarker[],
  labels: MapPinLabels,
): () => void {
  const group = L.layerGroup();
  for (const marker of markers) {
    const pin = element('span', 'atrium-map-pin__body');
    pin.append(
      element('span', 'atrium-map-pin__dot'),
      element('span', 'atrium-map-pin__label', marker.label),
    );
    pin.firstElementChild?.setAttribute('aria-hidden', 'true');
    const popup = element('div', 'atrium-map-popup');
    popup.append(element('strong', 'atrium-map-popup__title', marker.label));
    if (marker.description) popup.append(element('p', 'atrium-map-popup__text', marker.description));
    const [longitude, latitude] = marker.coordinates;
    const layer = L.marker([latitude, longitude], {
      icon: L.divIcon({ className: 'atrium-map-pin', html: pin, iconSize: undefined }),
      keyboard: true,
      riseOnHover: true,
    }).bindPopup(popup, { closeButton: true, autoPanPadding: [24, 24] });
    layer.on('popupopen', () => {
      layer
        .getPopup()
        ?.getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', labels.closePopup);
    });
    layer.on('add', () => {
      // Leaflet opens the popup on Enter; a button also answers Space.
      layer.getElement()?.addEventListener('keydown', (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        layer.openPopup();
      });
    });
    group.addLayer(layer);
  }
  group.addTo(map);
  return () => {
    group.remove();
  };
}
