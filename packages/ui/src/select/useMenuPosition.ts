import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';

/** Tallest a dropdown menu grows before it scrolls, in pixels. */
const MENU_MAX_HEIGHT = 280;
/** Gap kept between a menu and the viewport edge, in pixels. */
const VIEWPORT_PADDING = 8;

/**
 * Places a dropdown menu under its trigger: flips above when there is no room below, shifts sideways and
 * shrinks to the space left, so the menu never leaves the viewport; at least as wide as the trigger.
 */
export function useMenuPosition(isOpen: boolean) {
  const {
    refs: { setReference, setFloating },
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
  return { setReference, setFloating, floatingStyles };
}
