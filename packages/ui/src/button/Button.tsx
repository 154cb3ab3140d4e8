import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, type AriaButtonProps } from 'react-aria';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

/** Props of {@link Button}. */
export interface ButtonProps extends AriaButtonProps<'button'> {
  /** Colour and weight; `default` is a neutral outlined button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn before the label; give an `aria-label` when there is no label. */
  icon?: ReactNode;
  /** Stretch to the width of the container. */
  isBlock?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A button with react-aria press handling: mouse, touch, keyboard and screen readers behave alike. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', icon, isBlock = false, className, children, ...ariaProps },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const { buttonProps, isPressed } = useButton(ariaProps, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={className}
      $variant={variant}
      $size={size}
      $isPressed={isPressed}
      $isFocusVisible={isFocusVisible}
      $isBlock={isBlock}
    >
      {icon}
      {children}
    </StyledButton>
  );
});
