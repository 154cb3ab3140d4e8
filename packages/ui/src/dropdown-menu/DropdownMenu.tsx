import { cloneElement, Suspense, type ReactElement, type ReactNode, type Ref } from 'react';
import { mergeProps, type AriaMenuProps } from 'react-aria';
import type { Key } from 'react-stately';
import { Button, type ButtonSize, type ButtonVariant } from '../button';
import { lazyPart, usePreloadOnIntent } from '../lazy-part';
import { WidgetErrorBoundary } from '../widget/WidgetErrorBoundary';
import { Chevron } from './DropdownMenu.styles';
import type { DropdownMenuPopupProps } from './DropdownMenuPopup';
import type { UseDropdownMenuOptions } from './useDropdownMenu';
import { useDropdownMenuTrigger } from './useDropdownMenuTrigger';

// Placement, dismissal, focus handling and the list load on first use: a closed menu is only its trigger.
const popup = lazyPart(() => import('./DropdownMenuPopup').then((module) => module.DropdownMenuPopup));
// `lazyPart` keeps one props type; the popup itself is generic over the item type.
const MenuPopup = popup.Part as <T extends object>(props: DropdownMenuPopupProps<T>) => ReactNode;

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
  placement,
  offset,
  onOpenChange,
  ...options
}: DropdownMenuProps<T>) {
  const { state, triggerRef, menuTriggerProps, menuProps } = useDropdownMenuTrigger(
    {
      ...options,
      onOpenChange: (isOpen) => {
        // Also retries a load that failed on an earlier open.
        if (isOpen) void popup.preload();
        onOpenChange?.(isOpen);
      },
    },
    trigger?.props.ref,
  );
  usePreloadOnIntent(triggerRef, popup.preload);
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
        // A menu whose code could not load closes again, leaving the trigger as it was.
        <WidgetErrorBoundary fallback={() => null} onError={state.close}>
          <Suspense fallback={null}>
            <MenuPopup<T>
              {...menuProps}
              state={state}
              triggerRef={triggerRef}
              placement={placement}
              offset={offset}
              className={className}
              items={items}
              disabledKeys={disabledKeys}
              onAction={onAction && ((key) => onAction(key))}
              shouldFocusWrap={shouldFocusWrap}
              shouldCloseOnSelect={shouldCloseOnSelect}
            >
              {children}
            </MenuPopup>
          </Suspense>
        </WidgetErrorBoundary>
      )}
    </>
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
