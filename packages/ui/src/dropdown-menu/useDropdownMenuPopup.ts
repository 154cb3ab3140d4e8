import { useLayoutEffect, type RefObject } from 'react';
import { autoUpdate, flip, offset, shift, size, useFloating, type Placement } from '@floating-ui/react';
import { useObjectRef, useOverlay } from 'react-aria';
import type { MenuTriggerState } from 'react-stately';

/** Where a dropdown menu goes relative to its trigger. */
export interface DropdownMenuPlacementOptions {
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `bottom-start`. */
  placement?: Placement;
  /** Gap between the trigger and the menu, in pixels. Default 4. */
  offset?: number;
}

/** Options of {@link useDropdownMenuPopup}. */
export interface UseDropdownMenuPopupOptions extends DropdownMenuPlacementOptions {
  /** Open state, e.g. from `useDropdownMenuTrigger`. */
  state: MenuTriggerState;
  /** The trigger the menu is anchored to. */
  triggerRef: RefObject<Element | null>;
}

const viewportPadding = 8;
/** A menu squeezed by the window still shows a few items and scrolls the rest. */
const minMenuHeight = 120;

/**
 * Placement and dismissal of a dropdown menu's open popup: it sits beside its trigger, flipping, shifting and
 * shrinking to stay in the window, and Escape, a press outside or focus leaving close it. Render the menu
 * inside with react-aria's `useMenu`.
 */
export function useDropdownMenuPopup({
  state,
  triggerRef,
  placement = 'bottom-start',
  offset: distance = 4,
}: UseDropdownMenuPopupOptions) {
  const floating = useFloating({
    open: state.isOpen,
    placement,
    // The menu is drawn in the top layer, whose containing block is the window.
    strategy: 'fixed',
    middleware: [
      offset(distance),
      flip({ padding: viewportPadding }),
      shift({ padding: viewportPadding }),
      size({
        padding: viewportPadding,
        apply({ availableHeight, rects, elements }) {
          elements.floating.style.maxHeight = `${Math.max(availableHeight, minMenuHeight)}px`;
          elements.floating.style.minWidth = `${rects.reference.width}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const { setReference } = floating.refs;
  // Every commit, as the trigger element may have been swapped; setting the same element again is a no-op.
  useLayoutEffect(() => {
    setReference(triggerRef.current);
  });
  const popoverRef = useObjectRef<HTMLDivElement>(floating.refs.setFloating);
  const { overlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable: true, shouldCloseOnBlur: true },
    popoverRef,
  );
  return {
    /** Ref for the element that holds the menu. */
    popoverRef,
    /** Spread onto that element: Escape, outside press and focus-leaving dismissal. */
    popoverProps: overlayProps,
    /** Position of that element; spread onto its `style`. */
    floatingStyles: floating.floatingStyles,
    /** The side actually used after flipping. */
    placement: floating.placement,
  };
}

/** What {@link useDropdownMenuPopup} returns. */
export type DropdownMenuPopupAria = ReturnType<typeof useDropdownMenuPopup>;
