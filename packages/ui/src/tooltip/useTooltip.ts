import { useState, type Ref } from 'react';
import {
  arrow,
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  useMergeRefs,
  type Placement,
} from '@floating-ui/react';
import { useObjectRef, useTooltip as useAriaTooltip, useTooltipTrigger } from 'react-aria';
import { useTooltipTriggerState, type TooltipTriggerProps } from 'react-stately';

/** Options of {@link useTooltip}. */
export interface UseTooltipOptions extends TooltipTriggerProps {
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `top`. */
  placement?: Placement;
  /** Gap between the trigger and the tooltip, in pixels, arrow included. Default 8. */
  offset?: number;
}

// Long enough not to flash while the pointer crosses the page, short enough to feel prompt; the close delay
// lets the pointer travel onto the tooltip, which stays open while hovered.
const defaultDelay = 500;
const defaultCloseDelay = 200;
const viewportPadding = 8;

/**
 * State, ARIA and positioning of a tooltip: it opens on hover after `delay` (sooner once another tooltip was
 * just shown) and at once on keyboard focus, and closes on Escape, blur, a press or the pointer leaving.
 * `triggerRef` goes on the trigger, which then gets `aria-describedby` while the tooltip shows.
 */
export function useTooltip(
  {
    placement = 'top',
    offset: distance = 8,
    delay = defaultDelay,
    closeDelay = defaultCloseDelay,
    ...props
  }: UseTooltipOptions,
  forwardedRef?: Ref<HTMLElement>,
) {
  const options = { ...props, delay, closeDelay };
  const state = useTooltipTriggerState(options);
  // Held in state, not a ref, so the arrow middleware runs again once the arrow is drawn.
  const [arrowElement, setArrowElement] = useState<SVGSVGElement | null>(null);
  const floating = useFloating({
    open: state.isOpen,
    placement,
    // The tooltip is drawn in the top layer, whose containing block is the window.
    strategy: 'fixed',
    middleware: [
      offset(distance),
      flip({ padding: viewportPadding }),
      shift({ padding: viewportPadding }),
      arrow({ element: arrowElement, padding: viewportPadding }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const triggerRef = useObjectRef(useMergeRefs([floating.refs.setReference, forwardedRef]));
  const { triggerProps, tooltipProps: tooltipTriggerProps } = useTooltipTrigger(options, state, triggerRef);
  const { tooltipProps } = useAriaTooltip(tooltipTriggerProps, state);
  return {
    /** Open state with `open(immediate)` and `close(immediate)`. */
    state,
    /** Ref for the trigger element (also forwards to the ref given to the hook). */
    triggerRef,
    /** Spread onto the trigger: hover, focus, Escape and `aria-describedby`. */
    triggerProps,
    /** Spread onto the tooltip: `role`, `id` and hover handling that keeps it open. */
    tooltipProps,
    /** Callback ref for the tooltip element. */
    setFloating: floating.refs.setFloating,
    /** Position of the tooltip; spread onto its `style`. */
    floatingStyles: floating.floatingStyles,
    /** For `FloatingArrow`. */
    context: floating.context,
    /** The side actually used after flipping. */
    placement: floating.placement,
    /** Callback ref for `FloatingArrow`. */
    setArrow: setArrowElement,
  };
}

/** What {@link useTooltip} returns. */
export type TooltipAria = ReturnType<typeof useTooltip>;
