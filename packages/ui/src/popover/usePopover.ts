import type { HTMLProps } from 'react';
import { mergeProps } from 'react-aria';
import { usePopoverPanel, type PopoverPlacementOptions } from './usePopoverPanel';
import { usePopoverTrigger, type UsePopoverTriggerOptions } from './usePopoverTrigger';

/** Options of {@link usePopover}. */
export interface UsePopoverOptions extends UsePopoverTriggerOptions, PopoverPlacementOptions {}

/**
 * Open state, positioning and interactions of a non-modal popover: a press on the trigger toggles it,
 * Escape and a press outside close it, and the trigger and panel carry the ARIA of a dialog popup. It is
 * `usePopoverTrigger` and `usePopoverPanel` together, for a popover whose panel code loads with its trigger.
 */
export function usePopover({ placement, offset, ...triggerOptions }: UsePopoverOptions = {}) {
  const { state, triggerProps, panelId } = usePopoverTrigger(triggerOptions);
  const panel = usePopoverPanel({ state, panelId, placement, offset });
  // The panel's dismissal already closes on Escape at the trigger; a second handler would report it twice.
  const referenceProps = { ...triggerProps, onKeyDown: undefined };
  return {
    /** Open state with `open`, `close`, `toggle` and `setOpen`. */
    state,
    /** Callback ref for the trigger. */
    setReference: panel.setReference,
    /** Callback ref for the panel. */
    setFloating: panel.setFloating,
    /** Position of the panel; spread onto its `style`. */
    floatingStyles: panel.floatingStyles,
    /** For `FloatingFocusManager` and `FloatingArrow`. */
    context: panel.context,
    /** The side actually used after flipping. */
    placement: panel.placement,
    /** Callback ref for `FloatingArrow`. */
    setArrow: panel.setArrow,
    getReferenceProps: (userProps?: HTMLProps<Element>) =>
      panel.getReferenceProps(mergeProps(userProps, referenceProps)),
    getFloatingProps: panel.getFloatingProps,
  };
}

/** What {@link usePopover} returns. */
export type PopoverAria = ReturnType<typeof usePopover>;
