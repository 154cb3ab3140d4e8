import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link RouterLink}: the `href` shape @atrium/ui's link slots pass. */
export interface RouterLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

/** Adapts @atrium/ui's link slots (menu, breadcrumbs, shortcuts) to the router, whatever its history. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, ...rest },
  ref,
) {
  return <Link ref={ref} to={href} {...rest} />;
});
