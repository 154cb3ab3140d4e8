import type { ReactNode } from 'react';
import { Aside, HeaderRoot, Heading, IconSlot, Separator, SpokenPause, Subtitle } from './PageHeader.styles';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  /** The page's name, the main heading of the content area. */
  title: ReactNode;
  /** Smaller text after the title, shown as "Title > subtitle". */
  subtitle?: ReactNode;
  /** Decorative icon before the title; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** Content on the inline-end side, such as small statistics; wraps under the title when space runs out. */
  aside?: ReactNode;
  /** Accessible name of the aside group, when it holds more than plain text. */
  asideLabel?: string;
  /** Id of the `<h1>`, for regions named by the page title. */
  headingId?: string;
  className?: string;
}

/** The title of a page in the content area: an `<h1>` with optional icon and subtitle, plus an aside slot. */
export function PageHeader({
  title,
  subtitle,
  icon,
  aside,
  asideLabel,
  headingId,
  className,
}: PageHeaderProps) {
  return (
    <HeaderRoot className={className}>
      <Heading id={headingId}>
        {icon && <IconSlot aria-hidden="true">{icon}</IconSlot>}
        <span>
          {title}
          {/* Screen readers hear "Title, subtitle" rather than "Title greater than subtitle". */}
          {subtitle && <SpokenPause>,</SpokenPause>}
        </span>
        {subtitle && (
          <Subtitle>
            <Separator aria-hidden="true">&gt;</Separator>
            <span>{subtitle}</span>
          </Subtitle>
        )}
      </Heading>
      {aside && (
        <Aside role={asideLabel ? 'group' : undefined} aria-label={asideLabel}>
          {aside}
        </Aside>
      )}
    </HeaderRoot>
  );
}
