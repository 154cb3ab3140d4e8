import type { ReactNode } from 'react';
import { StyledLabel, type TagVariant } from './Badge.styles';

/** Props of {@link Label}. */
export interface LabelProps {
  /** Colour of the tag; the text should say the status too, so colour is never the only cue. */
  variant?: TagVariant;
  children: ReactNode;
  id?: string;
  className?: string;
}

/** An inline status tag such as "Pending" or "Paid", in the classic square-cornered admin look. */
export function Label({ variant = 'default', children, id, className }: LabelProps) {
  return (
    <StyledLabel id={id} className={className} $variant={variant}>
      {children}
    </StyledLabel>
  );
}
