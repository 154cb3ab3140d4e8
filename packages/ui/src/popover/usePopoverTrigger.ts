import { useId } from 'react';
import { useOverlayTriggerState, type OverlayTriggerProps } from 'react-stately';

/** Options of {@link usePopoverTrigger}. */
export interface UsePopoverTriggerOptions extends OverlayTriggerProps {
  /** The trigger does not open the popover. */
  isDisabled?: boolean;
}

/** What a popover's trigger element receives from {@link usePopoverTrigger}. */
export interface PopoverTriggerProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  /** The panel's id, only while it is open. */
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: { key: string; stopPropagation: () => void }) => void;
}

/**
 * Open state and trigger wiring of a non-modal popover, without its positioning: a press on the trigger toggles
 * it, and the trigger carries the ARIA of a dialog popup. Pair it with `usePopoverPanel` for the open panel.
 */
export function usePopoverTrigger({ isDisabled = false, ...stateOptions }: UsePopoverTriggerOptions = {}) {
  const state = useOverlayTriggerState(stateOptions);
  const panelId = useId();
  const triggerProps: PopoverTriggerProps = {
    'aria-haspopup': 'dialog',
    'aria-expanded': state.isOpen,
    'aria-controls': state.isOpen ? panelId : undefined,
    onClick: () => {
      if (!isDisabled) state.toggle();
    },
    // Escape on the trigger closes the open panel and goes no further, so an enclosing dialog stays open.
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || !state.isOpen) return;
      event.stopPropagation();
      state.close();
    },
  };
  return {
    /** Open state with `open`, `close`, `toggle` and `setOpen`. */
    state,
    /** Spread onto the trigger (a native button, or a react-aria one that passes `onClick` on). */
    triggerProps,
    /** Id for the panel, which the trigger's `aria-controls` names. */
    panelId,
  };
}

/** What {@link usePopoverTrigger} returns. */
export type PopoverTriggerAria = ReturnType<typeof usePopoverTrigger>;
