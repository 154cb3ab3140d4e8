import { useId, useRef, type ElementType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useInteractOutside } from 'react-aria';
import { Badge } from '../badge';
import {
  Caret,
  FlyoutTitle,
  MenuEntry,
  MenuGroupButton,
  MenuLinkRow,
  MenuList,
  MenuNav,
  MenuTitle,
  Submenu,
} from './NavMenu.styles';
import type { NavMenuItem } from './navMenuTree';
import { useNavMenu } from './useNavMenu';
import { useTranslation } from '../i18n';
import { safeUrl } from '../html-sanitizer/safeUrl';

/** Props a custom link component receives (e.g. an adapter around a router's Link). */
export interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Props of {@link NavMenu}. */
export interface NavMenuProps {
  items: readonly NavMenuItem[];
  /** Href of the current page: marked `aria-current` and its parents active. */
  activeHref?: string;
  /** Icons only, with titles and groups as fly-outs (ignored when horizontal). */
  isMinified?: boolean;
  /** `horizontal` draws the menu on top, with groups as drop-downs. */
  orientation?: 'vertical' | 'horizontal';
  /** Renders links; a plain `<a>` by default. */
  linkComponent?: ElementType<NavLinkProps>;
  /** Called when a link is followed, e.g. to close the menu on mobile. */
  onNavigate?: (href: string) => void;
  'aria-label'?: string;
}

/** The side (or top) menu: collapsible groups, one open group per level, the active trail highlighted. */
export function NavMenu({
  items,
  activeHref,
  isMinified = false,
  orientation = 'vertical',
  linkComponent = 'a',
  onNavigate,
  'aria-label': ariaLabelProp,
}: NavMenuProps) {
  const { t } = useTranslation();
  const ariaLabel = ariaLabelProp ?? t('Main navigation');
  const isHorizontal = orientation === 'horizontal';
  const menu = useNavMenu({ items, activeHref, isHorizontal });
  const baseId = useId();
  const navRef = useRef<HTMLElement>(null);
  const isIconOnly = isMinified && !isHorizontal;

  // A drop-down of the menu on top closes when the user clicks or taps anywhere else.
  useInteractOutside({
    ref: navRef,
    isDisabled: !isHorizontal || !menu.hasOpenGroup,
    onInteractOutside: menu.collapseAll,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isHorizontal || !menu.hasOpenGroup) return;
    // Focus would be lost inside the closing drop-down: hand it back to the group's own button.
    const target = event.target as HTMLElement;
    const topEntry = target.closest<HTMLElement>('[data-top-entry]');
    menu.collapseAll();
    topEntry?.querySelector<HTMLElement>(':scope > button')?.focus();
  };

  const renderEntry = (item: NavMenuItem, depth: number): ReactNode => {
    const isGroup = Boolean(item.items?.length);
    const isOnTrail = menu.isOnActiveTrail(item.id);
    const isActive = menu.activeId === item.id;
    // Menu JSON may come from a server: an address that would run a script becomes a link to nowhere.
    const href = safeUrl(item.href);
    const isTitleHidden = isIconOnly && depth === 0;
    const submenuId = `${baseId}-${item.id}`;
    const badge = item.badge !== undefined && !isTitleHidden && <Badge>{item.badge}</Badge>;
    const content = (
      <>
        {item.icon}
        <MenuTitle $isHidden={isTitleHidden}>{item.title}</MenuTitle>
        {badge}
      </>
    );
    const children = isGroup && (
      <MenuList>{item.items!.map((child) => renderEntry(child, depth + 1))}</MenuList>
    );
    return (
      <MenuEntry
        key={item.id}
        data-top-entry={depth === 0 ? '' : undefined}
        $isMinified={isIconOnly}
        $isHorizontal={isHorizontal}
        $depth={depth}
      >
        {isGroup ? (
          <MenuGroupButton
            type="button"
            aria-expanded={isIconOnly && depth === 0 ? undefined : menu.isExpanded(item.id)}
            aria-controls={isIconOnly && depth === 0 ? undefined : submenuId}
            onClick={() => menu.toggle(item.id)}
            $depth={depth}
            $isActive={false}
            $isOnTrail={isOnTrail}
          >
            {content}
            {!isTitleHidden && (
              <Caret viewBox="0 0 10 10" aria-hidden="true" $isOpen={menu.isExpanded(item.id)}>
                <path d="M3 1.5 6.5 5 3 8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
              </Caret>
            )}
          </MenuGroupButton>
        ) : (
          <MenuLinkRow
            as={linkComponent}
            href={href ?? '#'}
            aria-current={isActive ? 'page' : undefined}
            onClick={() => {
              if (isHorizontal) menu.collapseAll();
              if (href) onNavigate?.(href);
            }}
            $depth={depth}
            $isActive={isActive}
            $isOnTrail={isOnTrail}
          >
            {content}
          </MenuLinkRow>
        )}
        {isIconOnly && depth === 0 ? (
          <div data-flyout="">
            <FlyoutTitle aria-hidden="true">{item.title}</FlyoutTitle>
            {children}
          </div>
        ) : (
          isGroup && (
            <Submenu id={submenuId} data-submenu="" $isOpen={menu.isExpanded(item.id)}>
              {children}
            </Submenu>
          )
        )}
      </MenuEntry>
    );
  };

  return (
    <MenuNav
      ref={navRef}
      aria-label={ariaLabel}
      onKeyDown={onKeyDown}
      $isMinified={isIconOnly}
      $isHorizontal={isHorizontal}
    >
      <MenuList>{items.map((item) => renderEntry(item, 0))}</MenuList>
    </MenuNav>
  );
}
