import type { KeyboardEvent, ReactNode } from 'react';
import type { LayoutSettings } from '../layout-settings/layoutSettingsReducer';
import {
  ContentArea,
  FooterArea,
  HeaderArea,
  MainColumn,
  MobileBackdrop,
  NavArea,
  RibbonArea,
  ShellBody,
  ShellRoot,
  SkipLink,
} from './AppShell.styles';
import type { AppShellState } from './useAppShell';
import { useTranslation } from '../i18n';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  /** Menu state from {@link useAppShell}. */
  shell: AppShellState;
  /** Which parts stay in place while the page scrolls, and the centred container. */
  layout?: Partial<
    Pick<
      LayoutSettings,
      'isFixedHeader' | 'isFixedNavigation' | 'isFixedRibbon' | 'isFixedFooter' | 'isInsideContainer'
    >
  >;
  header: ReactNode;
  navigation: ReactNode;
  ribbon?: ReactNode;
  footer?: ReactNode;
  /** Text of the skip link that jumps over the header and menu to the page. */
  skipLinkLabel?: string;
  /** Accessible name of the ribbon region (breadcrumbs and page tools). */
  ribbonLabel?: string;
  /** Accessible name of the side panel holding the user block and the menu. */
  navigationLabel?: string;
  children: ReactNode;
}

/** The application frame: header, side (or top) navigation, ribbon, page content and footer. */
export function AppShell({
  shell,
  layout = {},
  header,
  navigation,
  ribbon,
  footer,
  skipLinkLabel: skipLinkLabelProp,
  ribbonLabel: ribbonLabelProp,
  navigationLabel: navigationLabelProp,
  children,
}: AppShellProps) {
  const { t } = useTranslation();
  const skipLinkLabel = skipLinkLabelProp ?? t('Skip to content');
  const ribbonLabel = ribbonLabelProp ?? t('Ribbon');
  const navigationLabel = navigationLabelProp ?? t('Navigation panel');
  const onNavKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shell.isMobileMenuOpen) shell.closeMobileMenu();
  };
  return (
    <ShellRoot $isInsideContainer={Boolean(layout.isInsideContainer)}>
      <HeaderArea as="header" $isFixed={Boolean(layout.isFixedHeader)}>
        <SkipLink href="#main-content">{skipLinkLabel}</SkipLink>
        {header}
      </HeaderArea>
      <ShellBody $isMenuOnTop={shell.isMenuOnTop}>
        {shell.isMobileMenuOpen && <MobileBackdrop aria-hidden="true" onClick={shell.closeMobileMenu} />}
        <NavArea
          as="aside"
          aria-label={navigationLabel}
          onKeyDown={onNavKeyDown}
          $isFixed={Boolean(layout.isFixedNavigation)}
          $isFixedHeader={Boolean(layout.isFixedHeader)}
          $isMinified={shell.isMinified}
          $isHidden={shell.isHidden}
          $isMobile={shell.isMobile}
          $isMobileOpen={shell.isMobileMenuOpen}
          $isMenuOnTop={shell.isMenuOnTop}
        >
          {navigation}
        </NavArea>
        <MainColumn>
          {ribbon && (
            <RibbonArea
              role="region"
              aria-label={ribbonLabel}
              $isFixed={Boolean(layout.isFixedRibbon)}
              $isFixedHeader={Boolean(layout.isFixedHeader)}
            >
              {ribbon}
            </RibbonArea>
          )}
          <ContentArea id="main-content" tabIndex={-1}>
            {children}
          </ContentArea>
          {footer && (
            <FooterArea as="footer" $isFixed={Boolean(layout.isFixedFooter)}>
              {footer}
            </FooterArea>
          )}
        </MainColumn>
      </ShellBody>
    </ShellRoot>
  );
}
