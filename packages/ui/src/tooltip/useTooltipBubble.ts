import { useLayoutEffect, useState, type RefObject } from 'react';
import { arrow, autoUpdate, flip, offset, shift, useFloating, type Placement } from '@floating-ui/react';
import { useTooltip as useAriaTooltip } from 'react-aria';
import type { TooltipTriggerAria } from './useTooltipTriggerAria';

/** Options of {@link useTooltipBubble}: what the trigger half gave, and where to place the tooltip. */
export interface UseTooltipBubbleOptions extends Pick<TooltipTriggerAria, 'state' | 'tooltipTriggerProps'> {
  /** The trigger the tooltip points at. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Preferred side and alignment; it flips and shifts to stay in the window. Default `top`. */
  placement?: Placement;
  /** Gap between the trigger and the tooltip, in pixels, arrow included. Default 8. */
  offset?: number;
}

const viewportPadding = 8;

/**
 * The tooltip half of a tooltip: its ARIA and its floating-ui position beside the trigger of
 * {@link useTooltipTriggerAria}. Split from the trigger half so a styled tooltip can load this code only when a
 * tooltip first shows.
 */
export function useTooltipBubble({
  state,
  tooltipTriggerProps,
  triggerRef,
  placement = 'top',
  offset: distance = 8,
}: UseTooltipBubbleOptions) {
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
  const { setReference } = floating.refs;
  // The trigger half owns the trigger's ref; this follows whatever element it holds (a no-op when unchanged).
  useLayoutEffect(() => {
    setReference(triggerRef.current);
  });
  const { tooltipProps } = useAriaTooltip(tooltipTriggerProps, state);
  return {
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

/** What {@link useTooltipBubble} returns. */
export type TooltipBubbleAria = ReturnType<typeof useTooltipBubble>;
