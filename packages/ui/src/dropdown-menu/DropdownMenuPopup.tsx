import { useLayoutEffect, type RefObject } from 'react';
import { DismissButton, FocusScope } from 'react-aria';
import type { MenuTriggerState } from 'react-stately';
import { showInTopLayer } from '../tooltip/topLayer';
import { MenuPopover } from './DropdownMenuPopup.styles';
import { MenuList, type MenuListProps } from './MenuList';
import { useDropdownMenuPopup, type DropdownMenuPlacementOptions } from './useDropdownMenuPopup';

/** Props of {@link DropdownMenuPopup}: the open state, the trigger, and the list's props. */
export interface DropdownMenuPopupProps<T> extends MenuListProps<T>, DropdownMenuPlacementOptions {
  state: MenuTriggerState;
  triggerRef: RefObject<Element | null>;
  className?: string;
}

/**
 * The open part of a `DropdownMenu`: the menu in the top layer beside its trigger, with dismissal and focus
 * handed back to the trigger on close. The dropdown loads it on first open.
 */
export function DropdownMenuPopup<T extends object>({
  state,
  triggerRef,
  placement,
  offset,
  className,
  ...listProps
}: DropdownMenuPopupProps<T>) {
  const popup = useDropdownMenuPopup({ state, triggerRef, placement, offset });
  const { popoverRef } = popup;
  useLayoutEffect(() => showInTopLayer(popoverRef.current), [popoverRef]);
  return (
    // Hands focus back to the trigger when the menu closes with focus inside it.
    <FocusScope restoreFocus>
      <MenuPopover
        {...popup.popoverProps}
        ref={popoverRef}
        popover="manual"
        style={popup.floatingStyles}
        className={className}
        data-placement={popup.placement}
      >
        {/* Lets screen reader users without an Escape key close the menu. */}
        <DismissButton onDismiss={state.close} />
        <MenuList<T> {...listProps} />
        <DismissButton onDismiss={state.close} />
      </MenuPopover>
    </FocusScope>
  );
}
