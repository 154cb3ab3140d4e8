import type { Ref } from 'react';
import type { Placement } from '@floating-ui/react';
import { useObjectRef, useTooltipTrigger } from 'react-aria';
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

/**
 * The trigger half of a tooltip, with no positioning code: open state and the trigger's ARIA. It opens on hover
 * after `delay` (sooner once another tooltip was just shown) and at once on keyboard focus, and closes on
 * Escape, blur, a press or the pointer leaving. `triggerRef` goes on the trigger, which then gets
 * `aria-describedby` while the tooltip is open. Pair it with {@link useTooltipBubble} where the tooltip shows.
 */
export function useTooltipTriggerAria(
  { delay = defaultDelay, closeDelay = defaultCloseDelay, ...props }: TooltipTriggerProps,
  forwardedRef?: Ref<HTMLElement>,
) {
  const options = { ...props, delay, closeDelay };
  const state = useTooltipTriggerState(options);
  const triggerRef = useObjectRef(forwardedRef);
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, triggerRef);
  return {
    /** Open state with `open(immediate)` and `close(immediate)`. */
    state,
    /** Ref for the trigger element (also forwards to the ref given to the hook). */
    triggerRef,
    /** Spread onto the trigger: hover, focus, Escape and `aria-describedby`. */
    triggerProps,
    /** For {@link useTooltipBubble}: the tooltip's id and the hover handling that keeps it open. */
    tooltipTriggerProps: tooltipProps,
  };
}

/** What {@link useTooltipTriggerAria} returns. */
export type TooltipTriggerAria = ReturnType<typeof useTooltipTriggerAria>;
