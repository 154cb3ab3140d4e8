import { cloneElement, useLayoutEffect, type ReactElement, type ReactNode, type Ref } from 'react';
import { DismissButton, FocusScope, mergeProps, type AriaMenuProps } from 'react-aria';
import type { Key } from 'react-stately';
import { Button, type ButtonSize, type ButtonVariant } from '../button';
import { showInTopLayer } from '../tooltip/topLayer';
import { Chevron, MenuPopover } from './DropdownMenu.styles';
import { MenuList } from './MenuList';
import { useDropdownMenu, type DropdownMenuAria, type UseDropdownMenuOptions } from './useDropdownMenu';

/** Props a custom trigger element receives from {@link DropdownMenu}. */
export interface DropdownMenuTriggerElementProps {
  ref?: Ref<HTMLElement>;
}

/** Props of {@link DropdownMenu}. */
export interface DropdownMenuProps<T>
  extends
    Omit<UseDropdownMenuOptions, 'trigger'>,
    Pick<AriaMenuProps<T>, 'items' | 'disabledKeys' | 'shouldFocusWrap'> {
  /** `DropdownMenuItem`s and `DropdownMenuSection`s, or a function of each of `items`. */
  children: NonNullable<AriaMenuProps<T>['children']>;
  /** Runs when an item is chosen, with the item's key. */
  onAction?: (key: Key) => void;
  /** Content of the default trigger button; it also names the menu. */
  label?: ReactNode;
  /**
   * Replaces the default button: a react-aria pressable that forwards its ref, such as Atrium's `Button` (an
   * icon-only one with an `aria-label`) or an element wrapped in react-aria's `Pressable`.
   */
  trigger?: ReactElement<DropdownMenuTriggerElementProps>;
  /** Look of the default trigger button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Close the menu after an item is chosen. Default `true`. */
  shouldCloseOnSelect?: boolean;
  className?: string;
}

/**
 * A button that opens a menu of actions: items with icons, sections with headings, separators and disabled
 * items. Arrow keys, Home/End and type-ahead move between items, Enter or Space runs one, and Escape closes
 * the menu and returns focus to the button.
 */
export function DropdownMenu<T extends object>({
  children,
  items,
  disabledKeys,
  onAction,
  shouldFocusWrap,
  label,
  trigger,
  variant = 'default',
  size = 'md',
  shouldCloseOnSelect = true,
  className,
  ...options
}: DropdownMenuProps<T>) {
  const menu = useDropdownMenu(options, trigger?.props.ref);
  const { state, triggerRef, menuTriggerProps, menuProps } = menu;
  const shownTrigger = trigger ?? (
    <Button variant={variant} size={size} isDisabled={options.isDisabled}>
      {label}
      <DefaultChevron isOpen={state.isOpen} />
    </Button>
  );
  return (
    <>
      {cloneElement(shownTrigger, { ...mergeProps(shownTrigger.props, menuTriggerProps), ref: triggerRef })}
      {state.isOpen && (
        <OpenMenu menu={menu} className={className}>
          <MenuList<T>
            {...menuProps}
            items={items}
            disabledKeys={disabledKeys}
            onAction={onAction && ((key) => onAction(key))}
            shouldFocusWrap={shouldFocusWrap}
            shouldCloseOnSelect={shouldCloseOnSelect}
          >
            {children}
          </MenuList>
        </OpenMenu>
      )}
    </>
  );
}

function OpenMenu({
  menu,
  className,
  children,
}: {
  menu: DropdownMenuAria;
  className?: string;
  children: ReactNode;
}) {
  const { state, popoverRef, popoverProps, floatingStyles, placement } = menu;
  useLayoutEffect(() => showInTopLayer(popoverRef.current), [popoverRef]);
  return (
    // Hands focus back to the trigger when the menu closes with focus inside it.
    <FocusScope restoreFocus>
      <MenuPopover
        {...popoverProps}
        ref={popoverRef}
        popover="manual"
        style={floatingStyles}
        className={className}
        data-placement={placement}
      >
        {/* Lets screen reader users without an Escape key close the menu. */}
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </MenuPopover>
    </FocusScope>
  );
}

function DefaultChevron({ isOpen }: { isOpen: boolean }) {
  return (
    <Chevron
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      $isOpen={isOpen}
    >
      <path d="m4 6 4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </Chevron>
  );
}
