import { useLayoutEffect, useState, type HTMLProps, type RefObject } from 'react';
import {
  arrow,
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import type { OverlayTriggerState } from 'react-stately';

/** Where a popover's panel goes relative to its trigger. */
export interface PopoverPlacementOptions {
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `bottom`. */
  placement?: Placement;
  /** Gap between the trigger and the panel, in pixels, arrow included. Default 10. */
  offset?: number;
}

/** Options of {@link usePopoverPanel}. */
export interface UsePopoverPanelOptions extends PopoverPlacementOptions {
  /** Open state, e.g. from `usePopoverTrigger`. */
  state: OverlayTriggerState;
  /** Id the panel gets, which the trigger's `aria-controls` names. */
  panelId: string;
  /** The trigger to anchor to. Without it, pass the trigger element to `setReference`. */
  triggerRef?: RefObject<Element | null>;
}

/** Keeps the panel this far from the window's edges, in pixels. */
const viewportPadding = 8;

/**
 * Positioning and dismissal of a popover's open panel: it sits beside its trigger, flipping and shifting to
 * stay in the window, and Escape or a press outside close it. Render it only while the panel is shown.
 */
export function usePopoverPanel({
  state,
  panelId,
  triggerRef,
  placement = 'bottom',
  offset: distance = 10,
}: UsePopoverPanelOptions) {
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
  const { setReference } = floating.refs;
  // Every commit, as the trigger element may have been swapped; setting the same element again is a no-op.
  useLayoutEffect(() => {
    if (triggerRef) setReference(triggerRef.current);
  });
  const interactions = useInteractions([useDismiss(floating.context)]);
  return {
    /** Callback ref for the trigger, when no `triggerRef` was given. */
    setReference,
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
    /** Props for the trigger: Escape there closes the panel too. */
    getReferenceProps: interactions.getReferenceProps,
    /** Props for the panel: its id, the dialog role and dismissal. */
    getFloatingProps: (userProps?: HTMLProps<HTMLElement>) =>
      interactions.getFloatingProps({ ...userProps, id: panelId, role: 'dialog' }),
  };
}

/** What {@link usePopoverPanel} returns. */
export type PopoverPanelAria = ReturnType<typeof usePopoverPanel>;
