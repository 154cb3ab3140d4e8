import type { ReactNode } from 'react';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import { StyledBadge, type TagVariant } from './Badge.styles';
import { formatBadgeCount } from './formatBadgeCount';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Number to show; formatted for the locale and capped by `max`. Ignored when `children` is given. */
  count?: number;
  /** Largest count shown as is; above it the badge reads e.g. "99+". */
  max?: number;
  /** Free content instead of a count. */
  children?: ReactNode;
  /** Colour; the header activity badge uses `danger`. */
  variant?: TagVariant;
  /**
   * What the badge means to a screen reader, e.g. "21 new activities". A bare number says nothing on its
   * own, so give one whenever the badge is not described by surrounding text.
   */
  'aria-label'?: string;
  id?: string;
  className?: string;
}

/** A small rounded count, such as the header's activity badge. */
export function Badge({
  count,
  max,
  children,
  variant = 'default',
  'aria-label': ariaLabel,
  id,
  className,
}: BadgeProps) {
  const formatter = useNumberFormatter();
  const content =
    children ??
    (count === undefined ? null : formatBadgeCount(count, max, (value) => formatter.format(value)));
  return (
    <StyledBadge id={id} className={className} $variant={variant}>
      {ariaLabel ? (
        // A plain span cannot carry an aria-label, so the visible text is hidden and the label is read instead.
        <>
          <span aria-hidden="true">{content}</span>
          <VisuallyHidden>{ariaLabel}</VisuallyHidden>
        </>
      ) : (
        content
      )}
    </StyledBadge>
  );
}
