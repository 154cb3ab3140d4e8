import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonProps } from 'react-aria';
import { HeaderButtonRoot } from './Widget.styles';

/** Props of {@link WidgetHeaderButton}. */
export interface WidgetHeaderButtonProps extends AriaButtonProps<'button'> {
  /** Accessible name; the button shows only its icon. */
  'aria-label': string;
  /** Divider colour on the button's start edge, taken from the header's palette entry. */
  borderColor: string;
  children: ReactNode;
}

/** An icon button of the widget header: transparent on the header colour, with a ring that shows on any palette. */
export const WidgetHeaderButton = forwardRef<HTMLButtonElement, WidgetHeaderButtonProps>(
  function WidgetHeaderButton({ borderColor, children, ...ariaProps }, forwardedRef) {
    const ref = useObjectRef(forwardedRef);
    const { buttonProps } = useButton(ariaProps, ref);
    const { focusProps, isFocusVisible } = useFocusRing();
    return (
      <HeaderButtonRoot
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        $border={borderColor}
        $isFocusVisible={isFocusVisible}
      >
        {children}
      </HeaderButtonRoot>
    );
  },
);
