const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function centre(element: Element) {
  const rect = element.getBoundingClientRect();
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

function pointer(target: EventTarget, type: string, x: number, y: number) {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: x,
      clientY: y,
      pointerId: 1,
      pointerType: 'mouse',
      isPrimary: true,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
    }),
  );
}

/**
 * Drags `handle` onto the centre of `target` the way a mouse does: press, several moves, release. The moves
 * go to the document, where dnd-kit listens, because the dragged item may re-render elsewhere mid-drag.
 */
export async function dragWithPointer(handle: Element, target: Element, steps = 12): Promise<void> {
  const from = centre(handle);
  // Measured once, where the user aims: items shift under the pointer as the list opens a gap.
  const to = centre(target);
  pointer(handle, 'pointerdown', from.x, from.y);
  await nextFrame();
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    pointer(document, 'pointermove', x, y);
    await nextFrame();
  }
  // A hand rests a moment before letting go: the list has opened its gap, so the drop is judged where it ends.
  pointer(document, 'pointermove', to.x, to.y);
  await nextFrame();
  await nextFrame();
  pointer(document, 'pointerup', to.x, to.y);
  await nextFrame();
}
