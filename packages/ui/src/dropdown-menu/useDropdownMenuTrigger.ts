import type { Ref } from 'react';
import { useMenuTrigger, useObjectRef } from 'react-aria';
import { useMenuTriggerState, type MenuTriggerProps } from 'react-stately';

/** Options of {@link useDropdownMenuTrigger}. */
export interface UseDropdownMenuTriggerOptions extends MenuTriggerProps {
  /** The trigger does not open the menu. */
  isDisabled?: boolean;
}

/**
 * Open state and trigger wiring of a dropdown menu, without the menu: the trigger opens it on press, Enter,
 * Space or the arrow keys (asking for the first or last item to be focused). Pair it with
 * `useDropdownMenuPopup` for the open menu.
 */
export function useDropdownMenuTrigger(
  { isDisabled = false, ...stateOptions }: UseDropdownMenuTriggerOptions = {},
  forwardedTriggerRef?: Ref<HTMLElement>,
) {
  const state = useMenuTriggerState(stateOptions);
  const triggerRef = useObjectRef(forwardedTriggerRef);
  const { menuTriggerProps, menuProps } = useMenuTrigger<object>(
    { isDisabled, trigger: stateOptions.trigger },
    state,
    triggerRef,
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
  };
}

/** What {@link useDropdownMenuTrigger} returns. */
export type DropdownMenuTriggerAria = ReturnType<typeof useDropdownMenuTrigger>;
