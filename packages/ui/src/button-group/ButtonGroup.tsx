import type { ReactNode } from 'react';
import { StyledButtonGroup, type ButtonGroupOrientation } from './ButtonGroup.styles';

/** Props of {@link ButtonGroup}. */
export interface ButtonGroupProps {
  /** Names the group for screen readers, e.g. "Text alignment". */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  orientation?: ButtonGroupOrientation;
  /** Stretch to the container's width, sharing it equally between the buttons. */
  isBlock?: boolean;
  id?: string;
  className?: string;
  /** `Button`s (or `ToggleButton`s inside a `ToggleButtonGroup`). */
  children: ReactNode;
}

/** Joins related `Button`s into one bar with shared borders, as a named `group`. */
export function ButtonGroup({
  orientation = 'horizontal',
  isBlock = false,
  id,
  className,
  children,
  ...labelling
}: ButtonGroupProps) {
  return (
    <StyledButtonGroup
      {...labelling}
      id={id}
      role="group"
      className={className}
      $orientation={orientation}
      $isBlock={isBlock}
    >
      {children}
    </StyledButtonGroup>
  );
}
