import { faAnglesLeft } from '@fortawesome/free-solid-svg-icons';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Icon, NavMenu, useTranslation, type AppShellState, type NavMenuItem } from '@atrium/ui';
import { useAuth } from '../auth/AuthProvider';
import { UserPicture } from '../auth/UserPicture';
import { buildMenu, menuPathOf, type MenuEntry } from '../menu';
import { useRouteTable } from '../routeTable';
import { RouterLink } from './RouterLink';
import { inboxPath, useInboxUnread } from './useInboxUnread';

const UserBlock = styled.div<{ $isMinified: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 49px;
  padding-inline: ${({ $isMinified }) => ($isMinified ? '8px' : '14px')};
  color: ${({ theme }) => theme.colors.nav.activeText};
  border-block-end: 1px solid ${({ theme }) => theme.colors.nav.hoverBackground};
  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const MinifyButton = styled.button<{ $isMinified: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 32px;
  margin-block-start: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.nav.text};
  background: transparent;
  border: 0;
  cursor: pointer;
  & > svg {
    transform: rotate(${({ $isMinified }) => ($isMinified ? 180 : 0)}deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.nav.activeText};
    background: ${({ theme }) => theme.colors.nav.hoverBackground};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
`;

type Badges = Partial<Record<string, number>>;

function toNavItems(
  entries: readonly MenuEntry[],
  t: (key: string) => string,
  badges: Badges,
): NavMenuItem[] {
  return entries.map((entry) => ({
    id: entry.id,
    title: t(entry.title),
    href: entry.href,
    icon: entry.icon ? <Icon name={entry.icon} isFixedWidth /> : undefined,
    badge: entry.href ? badges[entry.href] : undefined,
    items: entry.items ? toNavItems(entry.items, t, badges) : undefined,
  }));
}

/** Counts the menu shows beside entries: the inbox folder's unread messages, while there are any. */
function useMenuBadges(): Badges {
  const unread = useInboxUnread();
  return useMemo(() => (unread ? { [inboxPath]: unread } : {}), [unread]);
}

// Its own component so that the user's arrival, after the frame has drawn, draws this block again and not the
// whole menu.
function SignedInUser({ isMinified }: { isMinified: boolean }) {
  const { user } = useAuth();
  return (
    <UserBlock $isMinified={isMinified}>
      {user && <UserPicture user={user} size={28} />}
      {user && !isMinified && <span dir="auto">{user.username}</span>}
    </UserBlock>
  );
}

/** The side (or top) navigation: the signed-in user, the menu built from the route table, the minify switch. */
export function ShellNavigation({ shell, activePath }: { shell: AppShellState; activePath: string }) {
  const { t } = useTranslation();
  const badges = useMenuBadges();
  const table = useRouteTable();
  const items = useMemo(() => toNavItems(buildMenu(table), t, badges), [table, t, badges]);
  const isHorizontal = shell.isMenuOnTop && !shell.isMobile;
  return (
    <>
      {!isHorizontal && <SignedInUser isMinified={shell.isMinified} />}
      <NavMenu
        items={items}
        activeHref={menuPathOf(activePath, table)}
        isMinified={shell.isMinified}
        orientation={isHorizontal ? 'horizontal' : 'vertical'}
        linkComponent={RouterLink}
        onNavigate={shell.closeMobileMenu}
        aria-label={t('Main navigation')}
      />
      {!isHorizontal && !shell.isMobile && (
        <MinifyButton
          type="button"
          aria-label={shell.isMinified ? t('Expand menu') : t('Minify menu')}
          aria-pressed={shell.isMinified}
          onClick={shell.toggleMinified}
          $isMinified={shell.isMinified}
        >
          <Icon icon={faAnglesLeft} />
        </MinifyButton>
      )}
    </>
  );
}
