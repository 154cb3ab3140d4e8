import type { Ref } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  useMergeRefs,
  type Placement,
} from '@floating-ui/react';
import { useMenuTrigger, useObjectRef, useOverlay } from 'react-aria';
import { useMenuTriggerState, type MenuTriggerProps } from 'react-stately';

/** Options of {@link useDropdownMenu}. */
export interface UseDropdownMenuOptions extends MenuTriggerProps {
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `bottom-start`. */
  placement?: Placement;
  /** Gap between the trigger and the menu, in pixels. Default 4. */
  offset?: number;
  /** The trigger does not open the menu. */
  isDisabled?: boolean;
}

const viewportPadding = 8;
/** A menu squeezed by the window still shows a few items and scrolls the rest. */
const minMenuHeight = 120;

/**
 * Open state, trigger wiring and placement of a dropdown menu: the trigger opens it on press, Enter, Space or
 * the arrow keys (focusing the first or last item), and Escape, a press outside or focus leaving close it.
 * Render the menu itself with react-aria's `useMenu`, passing it `menuProps`.
 */
export function useDropdownMenu(
  {
    placement = 'bottom-start',
    offset: distance = 4,
    isDisabled = false,
    ...stateOptions
  }: UseDropdownMenuOptions = {},
  forwardedTriggerRef?: Ref<HTMLElement>,
) {
  const state = useMenuTriggerState(stateOptions);
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
  const triggerRef = useObjectRef(useMergeRefs([floating.refs.setReference, forwardedTriggerRef]));
  const popoverRef = useObjectRef<HTMLDivElement>(floating.refs.setFloating);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>(
    { isDisabled, trigger: stateOptions.trigger },
    state,
    triggerRef,
  );
  const { overlayProps } = useOverlay(
    { isOpen: state.isOpen, onClose: state.close, isDismissable: true, shouldCloseOnBlur: true },
    popoverRef,
  );
  return {
    /** Open state, plus which item to focus when the menu opens. */
    state,
    /** Ref for the trigger (also forwards to the ref given to the hook). */
    triggerRef,
    /** Spread onto a react-aria pressable trigger, such as `Button`. */
    menuTriggerProps,
    /** Pass to `useMenu`: labels the menu by the trigger, focuses an item on open, closes on action. */
    menuProps,
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

/** What {@link useDropdownMenu} returns. */
export type DropdownMenuAria = ReturnType<typeof useDropdownMenu>;
