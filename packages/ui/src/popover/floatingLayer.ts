const layerAttribute = 'data-atrium-floating-layer';

/**
 * The element that popovers and tooltips portal into, created on first use. It is marked as react-aria's top
 * layer so that an open modal dialog neither hides it from assistive technology nor pulls focus and presses
 * back out of it: a popover opened from inside a dialog stays usable.
 */
export function getFloatingLayer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  let layer = document.querySelector<HTMLElement>(`[${layerAttribute}]`);
  if (!layer) {
    layer = document.createElement('div');
    layer.setAttribute(layerAttribute, '');
    layer.setAttribute('data-react-aria-top-layer', '');
    document.body.appendChild(layer);
  }
  return layer;
}
