import type { Ref } from 'react';
import { useTooltipBubble } from './useTooltipBubble';
import { useTooltipTriggerAria, type UseTooltipOptions } from './useTooltipTriggerAria';

export type { UseTooltipOptions } from './useTooltipTriggerAria';

/**
 * State, ARIA and positioning of a tooltip in one hook: {@link useTooltipTriggerAria} for the trigger and
 * {@link useTooltipBubble} for the tooltip. `triggerRef` goes on the trigger, which then gets
 * `aria-describedby` while the tooltip shows.
 */
export function useTooltip(
  { placement, offset, ...props }: UseTooltipOptions,
  forwardedRef?: Ref<HTMLElement>,
) {
  const { state, triggerRef, triggerProps, tooltipTriggerProps } = useTooltipTriggerAria(props, forwardedRef);
  const bubble = useTooltipBubble({ state, tooltipTriggerProps, triggerRef, placement, offset });
  return {
    /** Open state with `open(immediate)` and `close(immediate)`. */
    state,
    /** Ref for the trigger element (also forwards to the ref given to the hook). */
    triggerRef,
    /** Spread onto the trigger: hover, focus, Escape and `aria-describedby`. */
    triggerProps,
    ...bubble,
  };
}

/** What {@link useTooltip} returns. */
export type TooltipAria = ReturnType<typeof useTooltip>;
