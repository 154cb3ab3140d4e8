import { useState } from 'react';
import {
  arrow,
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useOverlayTriggerState, type OverlayTriggerProps } from 'react-stately';

/** Options of {@link usePopover}. */
export interface UsePopoverOptions extends OverlayTriggerProps {
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `bottom`. */
  placement?: Placement;
  /** Gap between the trigger and the panel, in pixels, arrow included. Default 10. */
  offset?: number;
  /** The trigger does not open the popover. */
  isDisabled?: boolean;
}

/** Keeps the panel this far from the window's edges, in pixels. */
const viewportPadding = 8;

/**
 * Open state, positioning and interactions of a non-modal popover: a press on the trigger toggles it,
 * Escape and a press outside close it, and the trigger and panel carry the ARIA of a dialog popup.
 */
export function usePopover({
  placement = 'bottom',
  offset: distance = 10,
  isDisabled = false,
  ...stateOptions
}: UsePopoverOptions = {}) {
  const state = useOverlayTriggerState(stateOptions);
  // Held in state, not a ref, so the arrow middleware runs again once the arrow is drawn.
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const floating = useFloating({
    open: state.isOpen,
    // Only the flag: the state would hand floating-ui's event and reason on to `onOpenChange`.
    onOpenChange: (isOpen) => state.setOpen(isOpen),
    placement,
    middleware: [
      offset(distance),
      flip({ padding: viewportPadding }),
      shift({ padding: viewportPadding }),
      arrow({ element: arrowElement, padding: viewportPadding }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const interactions = useInteractions([
    useClick(floating.context, { enabled: !isDisabled }),
    useDismiss(floating.context),
    useRole(floating.context, { role: 'dialog' }),
  ]);
  return {
    /** Open state with `open`, `close`, `toggle` and `setOpen`. */
    state,
    /** Callback ref for the trigger. */
    setReference: floating.refs.setReference,
    /** Callback ref for the panel. */
    setFloating: floating.refs.setFloating,
    /** Position of the panel; spread onto its `style`. */
    floatingStyles: floating.floatingStyles,
    /** For `FloatingFocusManager` and `FloatingArrow`. */
    context: floating.context,
    /** The side actually used after flipping. */
    placement: floating.placement,
    /** Callback ref for `FloatingArrow`. */
    setArrow: setArrowElement,
    getReferenceProps: interactions.getReferenceProps,
    getFloatingProps: interactions.getFloatingProps,
  };
}

/** What {@link usePopover} returns. */
export type PopoverAria = ReturnType<typeof usePopover>;
