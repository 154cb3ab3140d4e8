import {
  faBars,
  faCompress,
  faExpand,
  faLock,
  faRightFromBracket,
  faTableCellsLarge,
} from '@fortawesome/free-solid-svg-icons';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled, { css } from 'styled-components';
import {
  HeaderBar,
  HeaderButton,
  HeaderEnd,
  HeaderStart,
  HeaderTools,
  Icon,
  Logo,
  onPhone,
  SearchBox,
  ShortcutPanel,
  useFullScreen,
  useTranslation,
  type AppShellState,
} from '@atrium/ui';
import { useAuth } from '../auth/AuthProvider';
import { menuPathOf } from '../menu';
import { authPaths, homePath, routeAt } from '../routes';
import { LanguageSelector } from './LanguageSelector';
import { ShellActivities } from './ShellActivities';
import { ShellCart } from './ShellCart';
import { RouterLink } from './RouterLink';
import { ShellRecentProjects } from './ShellRecentProjects';
import { shortcutItems } from './shortcutItems';
import { ShellVoiceCommand } from './ShellVoiceCommand';
import { useInboxUnread } from './useInboxUnread';

// Buttons a phone has no room for: full screen (phone browsers mostly ignore the request) and lock (the phone
// locks itself).
const PhoneHiddenButton = styled(HeaderButton)`
  ${onPhone(css`
    display: none;
  `)}
`;

// Its own component so that the session's changes (the user arriving after the frame has drawn) draw these two
// buttons again and not the whole header.
function SessionButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const auth = useAuth();
  return (
    <>
      <PhoneHiddenButton
        aria-label={t('Lock screen')}
        icon={<Icon icon={faLock} />}
        onPress={() => {
          auth.lock(pathname + search);
          navigate(authPaths.lock);
        }}
      />
      <HeaderButton
        aria-label={t('Sign out')}
        icon={<Icon icon={faRightFromBracket} />}
        onPress={() => {
          auth.signOut();
          navigate(authPaths.login);
        }}
      />
    </>
  );
}

/** The header: logo, activities, recent projects, shortcut tiles, search, voice command, full screen, language, lock, sign out, menu toggle. */
export function ShellHeader({ shell }: { shell: AppShellState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fullScreen = useFullScreen();
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const shortcutsRef = useRef<HTMLButtonElement>(null);
  // Only pages that exist get a tile or a search box: a link must never lead to a page that is not there.
  const unread = useInboxUnread();
  const shortcuts = shortcutItems(t, unread).filter((item) => routeAt(item.href));
  // A message or folder of the inbox marks the mail tile, as it marks the inbox's menu entry.
  const currentPath = menuPathOf(pathname);
  const hasSearch = Boolean(routeAt('/search'));
  return (
    <HeaderBar>
      <HeaderStart>
        <Logo href={`#${homePath()}`} />
      </HeaderStart>
      <HeaderTools>
        <ShellActivities />
        <ShellRecentProjects />
        {shortcuts.length > 0 && (
          <HeaderButton
            ref={shortcutsRef}
            aria-label={t('Shortcuts')}
            aria-expanded={isShortcutsOpen}
            icon={<Icon icon={faTableCellsLarge} />}
            onPress={() => setShortcutsOpen((isOpen) => !isOpen)}
          />
        )}
      </HeaderTools>
      <HeaderEnd>
        <ShellCart />
        {hasSearch && (
          <SearchBox
            label={t('Search')}
            openLabel={t('Open search')}
            placeholder={t('Find reports and more')}
            onSearch={(query) => navigate(`/search?q=${encodeURIComponent(query)}`)}
          />
        )}
        <ShellVoiceCommand shell={shell} />
        {fullScreen.isSupported && (
          <PhoneHiddenButton
            aria-label={fullScreen.isFullScreen ? t('Exit full screen') : t('Full screen')}
            icon={<Icon icon={fullScreen.isFullScreen ? faCompress : faExpand} />}
            onPress={fullScreen.toggle}
          />
        )}
        <LanguageSelector />
        <SessionButtons />
        <HeaderButton
          aria-label={t('Toggle menu')}
          aria-expanded={shell.isMobile ? shell.isMobileMenuOpen : !shell.isHidden}
          icon={<Icon icon={faBars} />}
          onPress={shell.toggleMenu}
        />
      </HeaderEnd>
      <ShortcutPanel
        isOpen={isShortcutsOpen}
        onOpenChange={setShortcutsOpen}
        items={shortcuts}
        linkComponent={RouterLink}
        triggerRef={shortcutsRef}
        currentHref={currentPath}
        aria-label={t('Shortcuts')}
      />
    </HeaderBar>
  );
}
