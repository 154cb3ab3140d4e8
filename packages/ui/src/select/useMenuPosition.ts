import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';

/** Tallest a dropdown menu grows before it scrolls, in pixels. */
const MENU_MAX_HEIGHT = 280;
/** Gap kept between a menu and the viewport edge, in pixels. */
const VIEWPORT_PADDING = 8;

// Content outside every landmark is lost to screen-reader users who move by region. The main landmark and
// dialogs are the containers a menu can join without being clipped: neither scrolls its own content (a
// dialog's body does, inside it), and the header and navigation keep the body, as before.
const menuHosts = 'main, [role="main"], dialog, [role="dialog"], [role="alertdialog"]';

/**
 * Where a menu opened from `trigger` is portalled: into the main landmark or dialog around its trigger, so
 * the open list stays inside the page's regions; `undefined` (the document body) when there is none, and `null`
 * (wait) until the trigger is in the document, since the portal's container is chosen once.
 */
export function menuPortalRoot(trigger: Element | null): HTMLElement | null | undefined {
  if (!trigger) return null;
  return trigger.closest<HTMLElement>(menuHosts) ?? undefined;
}

/**
 * Places a dropdown menu under its trigger: flips above when there is no room below, shifts sideways and
 * shrinks to the space left, so the menu never leaves the viewport; at least as wide as the trigger. Its
 * `portalRoot` is the landmark around the trigger (see {@link menuPortalRoot}).
 */
export function useMenuPosition(isOpen: boolean) {
  const {
    refs: { setReference, setFloating },
    elements,
    floatingStyles,
  } = useFloating({
    open: isOpen,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(2),
      flip({ padding: VIEWPORT_PADDING }),
      shift({ padding: VIEWPORT_PADDING }),
      size({
        padding: VIEWPORT_PADDING,
        apply({ availableWidth, availableHeight, rects, elements }) {
          Object.assign(elements.floating.style, {
            minWidth: `${Math.min(rects.reference.width, availableWidth)}px`,
            maxWidth: `${Math.max(0, availableWidth)}px`,
            maxHeight: `${Math.max(0, Math.min(availableHeight, MENU_MAX_HEIGHT))}px`,
          });
        },
      }),
    ],
  });
  return { setReference, setFloating, floatingStyles, portalRoot: menuPortalRoot(elements.domReference) };
}
