/**
 * Lifts an element that has `popover="manual"` into the browser's top layer, above every stacking context and
 * clipping ancestor, while it stays beside its trigger in the document: inside the same landmark for assistive
 * technology, and inside an open modal dialog when the trigger is there. Use it in a callback ref. Browsers
 * without the Popover API ignore the attribute, and the element's own `z-index` applies instead.
 */
export function showInTopLayer(element: HTMLElement | null) {
  if (!element || typeof element.showPopover !== 'function' || element.matches(':popover-open')) return;
  element.showPopover();
}
