import { createContext, forwardRef, useContext, useRef, type ReactNode } from 'react';
import {
  mergeProps,
  useFocusRing,
  useObjectRef,
  useToggleButtonGroup,
  useToggleButtonGroupItem,
  type AriaToggleButtonGroupItemProps,
  type AriaToggleButtonGroupProps,
} from 'react-aria';
import { useToggleGroupState, type ToggleGroupState } from 'react-stately';
import type { ButtonSize, ButtonVariant } from '../button';
import { StyledButtonGroup, StyledToggleButton } from './ButtonGroup.styles';

/** Props of {@link ToggleButtonGroup}. */
export interface ToggleButtonGroupProps extends AriaToggleButtonGroupProps {
  /** Stretch to the container's width, sharing it equally between the buttons. */
  isBlock?: boolean;
  id?: string;
  className?: string;
  /** `ToggleButton`s, each with a unique `id`. */
  children: ReactNode;
}

/** Props of {@link ToggleButton}. */
export interface ToggleButtonProps extends AriaToggleButtonGroupItemProps {
  /** Look while not selected. */
  variant?: ButtonVariant;
  /** Look while selected; it is also pressed in, so the state never rests on colour alone. */
  selectedVariant?: ButtonVariant;
  size?: ButtonSize;
  /** Icon drawn before the label; give an `aria-label` when there is no label. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const ToggleGroupContext = createContext<ToggleGroupState | null>(null);

/**
 * Joined toggle buttons with single (radio-like) or multiple selection. react-aria supplies the
 * semantics: `radiogroup`/`radio` with `aria-checked` for single, a toolbar of `aria-pressed` buttons for
 * multiple, and arrow keys between buttons with one Tab stop for the whole group.
 */
export function ToggleButtonGroup({
  isBlock = false,
  className,
  children,
  ...props
}: ToggleButtonGroupProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useToggleGroupState(props);
  const { groupProps } = useToggleButtonGroup(props, state, ref);
  return (
    <StyledButtonGroup
      {...groupProps}
      ref={ref}
      className={className}
      $orientation={props.orientation ?? 'horizontal'}
      $isBlock={isBlock}
    >
      <ToggleGroupContext.Provider value={state}>{children}</ToggleGroupContext.Provider>
    </StyledButtonGroup>
  );
}

/** One button of a {@link ToggleButtonGroup}; `id` is its key in the group's selection. */
export const ToggleButton = forwardRef<HTMLButtonElement, ToggleButtonProps>(function ToggleButton(
  { variant = 'default', selectedVariant = 'primary', size = 'md', icon, className, children, ...props },
  forwardedRef,
) {
  const state = useContext(ToggleGroupContext);
  if (!state) throw new Error('ToggleButton must be placed inside a ToggleButtonGroup.');
  const ref = useObjectRef(forwardedRef);
  const { buttonProps, isPressed, isSelected } = useToggleButtonGroupItem(props, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledToggleButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={className}
      $variant={isSelected ? selectedVariant : variant}
      $size={size}
      $isPressed={isPressed}
      $isFocusVisible={isFocusVisible}
      $isBlock={false}
      $isSelected={isSelected}
    >
      {icon}
      {children}
    </StyledToggleButton>
  );
});
