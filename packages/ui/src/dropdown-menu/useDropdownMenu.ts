import type { Ref } from 'react';
import { useDropdownMenuPopup, type DropdownMenuPlacementOptions } from './useDropdownMenuPopup';
import { useDropdownMenuTrigger, type UseDropdownMenuTriggerOptions } from './useDropdownMenuTrigger';

/** Options of {@link useDropdownMenu}. */
export interface UseDropdownMenuOptions extends UseDropdownMenuTriggerOptions, DropdownMenuPlacementOptions {}

/**
 * Open state, trigger wiring and placement of a dropdown menu: the trigger opens it on press, Enter, Space or
 * the arrow keys (focusing the first or last item), and Escape, a press outside or focus leaving close it.
 * Render the menu itself with react-aria's `useMenu`, passing it `menuProps`. It is `useDropdownMenuTrigger`
 * and `useDropdownMenuPopup` together, for a menu whose popup code loads with its trigger.
 */
export function useDropdownMenu(
  { placement, offset, ...triggerOptions }: UseDropdownMenuOptions = {},
  forwardedTriggerRef?: Ref<HTMLElement>,
) {
  const trigger = useDropdownMenuTrigger(triggerOptions, forwardedTriggerRef);
  const popup = useDropdownMenuPopup({
    state: trigger.state,
    triggerRef: trigger.triggerRef,
    placement,
    offset,
  });
  return { ...trigger, ...popup };
}

/** What {@link useDropdownMenu} returns. */
export type DropdownMenuAria = ReturnType<typeof useDropdownMenu>;
