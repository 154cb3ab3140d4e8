import { useRef, type ComponentType, type DOMAttributes, type ReactNode, type Ref } from 'react';
import { useBreadcrumbItem, useBreadcrumbs } from 'react-aria';
import type { Key } from 'react-stately';
import { Crumb, CrumbList, CurrentCrumb, type BreadcrumbsAppearance } from './Breadcrumbs.styles';
import { useTranslation } from '../i18n';
import { safeUrl } from '../html-sanitizer/safeUrl';

/** One step of the trail; the last item is the current page and is never a link. */
export interface BreadcrumbItem {
  /** Stable identity; the index is used when omitted. */
  key?: Key;
  label: ReactNode;
  /** Where the step leads; an earlier item without one is shown as plain text. */
  href?: string;
}

/** What a link component receives: spread it all onto the rendered anchor (a router Link, say). */
export interface BreadcrumbLinkProps extends DOMAttributes<HTMLAnchorElement> {
  href: string;
  ref: Ref<HTMLAnchorElement>;
  children: ReactNode;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  appearance?: BreadcrumbsAppearance;
  /**
   * Draws the links, e.g. a wrapper around the app router's Link that maps `href` to its route; a plain `<a>`
   * when omitted. Define it once outside render so links are not remounted.
   */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
  /** Name of the navigation landmark; "Breadcrumbs" when omitted. */
  'aria-label'?: string;
  className?: string;
}

function Anchor({ ref, children, ...props }: BreadcrumbLinkProps) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
}

/** A breadcrumb trail in a navigation landmark, with CSS separators that mirror in right-to-left text. */
export function Breadcrumbs({
  items,
  appearance = 'default',
  linkComponent = Anchor,
  className,
  'aria-label': ariaLabelProp,
}: BreadcrumbsProps) {
  const { t } = useTranslation();
  const ariaLabel = ariaLabelProp ?? t('Breadcrumbs');
  const { navProps } = useBreadcrumbs({ 'aria-label': ariaLabel });
  return (
    <nav {...navProps} className={className}>
      <CrumbList>
        {items.map((item, index) => {
          // A crumb whose address would run a script or leave the app by a trick stays plain text.
          const href = safeUrl(item.href);
          return (
            <Crumb key={item.key ?? index} $appearance={appearance}>
              {index === items.length - 1 ? (
                <CurrentItem appearance={appearance}>{item.label}</CurrentItem>
              ) : href === undefined ? (
                <span>{item.label}</span>
              ) : (
                <LinkItem href={href} linkComponent={linkComponent}>
                  {item.label}
                </LinkItem>
              )}
            </Crumb>
          );
        })}
      </CrumbList>
    </nav>
  );
}

interface LinkItemProps {
  href: string;
  linkComponent: ComponentType<BreadcrumbLinkProps>;
  children: ReactNode;
}

function LinkItem({ href, linkComponent: Link, children }: LinkItemProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { itemProps } = useBreadcrumbItem({ href, elementType: 'a', children }, ref);
  return (
    <Link {...itemProps} href={href} ref={ref}>
      {children}
    </Link>
  );
}

function CurrentItem({ appearance, children }: { appearance: BreadcrumbsAppearance; children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { itemProps } = useBreadcrumbItem({ isCurrent: true, elementType: 'span', children }, ref);
  // react-aria describes the current item as a disabled link; here it is plain text, so only aria-current stays.
  return (
    <CurrentCrumb ref={ref} aria-current={itemProps['aria-current']} $appearance={appearance}>
      {children}
    </CurrentCrumb>
  );
}
