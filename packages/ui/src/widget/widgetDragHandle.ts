import type { HTMLAttributes, SyntheticEvent } from 'react';

/** Elements in a widget header that act on their own and so must not start a drag. */
const controlSelector = 'button, a, input, select, textarea, [role="tab"], [role="button"], [role="radio"]';

/**
 * Whether an event that reached the header began on one of its controls, or outside the header's own DOM (in a
 * popover or dialog portalled from it, whose events still bubble through React to the header).
 */
export function startsOnHeaderControl(event: SyntheticEvent, header: HTMLElement | null): boolean {
  const target = event.target;
  if (!header || !(target instanceof Element) || !header.contains(target)) return true;
  const control = target.closest(controlSelector);
  return control !== null && control !== header && header.contains(control);
}

/**
 * Wraps a sortable container's drag listeners, spread on the header, so that only presses on the header itself
 * (not on its buttons, tabs or portalled panels) start a drag.
 */
export function guardDragListeners(
  listeners: HTMLAttributes<HTMLElement> | undefined,
): HTMLAttributes<HTMLElement> | undefined {
  if (!listeners) return undefined;
  const guarded: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(listeners)) {
    guarded[name] =
      typeof handler === 'function'
        ? (event: SyntheticEvent) => {
            const header = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
            if (!startsOnHeaderControl(event, header)) (handler as (event: SyntheticEvent) => void)(event);
          }
        : handler;
  }
  return guarded as HTMLAttributes<HTMLElement>;
}
