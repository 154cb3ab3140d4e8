import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { AppShell, IconProvider, Spinner, useAppShell, useTranslation } from '@atrium/ui';
import { dashboardIcons } from './dashboardIcons';
import { PageErrorBoundary } from '../pages/misc/PageErrorBoundary';
import { useDashboardSettings } from './DashboardSettings';
import { CartProvider } from '../shop/CartProvider';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { ShellNavigation } from './ShellNavigation';
import { ShellRibbon } from './ShellRibbon';
import { ShellSettings } from './ShellSettings';

/**
 * Holds a screen's height while a page loads: pages are taller than the screen, and a footer that starts in
 * view would jump down as the page arrives, the largest layout shift of a first visit.
 */
const PageLoading = styled.div`
  min-height: 100vh;
`;

/** The frame of every page inside the shell, arranged by the stored layout settings. */
export function DashboardShell() {
  const { t } = useTranslation();
  const { settings } = useDashboardSettings();
  const shell = useAppShell({ isMenuOnTop: settings.isMenuOnTop });
  const { pathname } = useLocation();
  return (
    // The menu's icons come with the frame, not with every page: the sign-in screens show none. An app's own
    // icon of the same name replaces the built-in one.
    <IconProvider icons={dashboardIcons} isFallback>
      <CartProvider>
        <AppShell
          shell={shell}
          layout={settings}
          skipLinkLabel={t('Skip to content')}
          ribbonLabel={t('Ribbon')}
          navigationLabel={t('Navigation panel')}
          header={<ShellHeader shell={shell} />}
          navigation={<ShellNavigation shell={shell} activePath={pathname} />}
          ribbon={
            <>
              <ShellRibbon activePath={pathname} />
              <ShellSettings />
            </>
          }
          footer={<ShellFooter />}
        >
          <PageErrorBoundary key={pathname}>
            {/* Navigations run in a transition, so moving between pages keeps the old one until the new one loads. */}
            <Suspense
              fallback={
                <PageLoading>
                  <Spinner aria-label={t('Loading')} />
                </PageLoading>
              }
            >
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </AppShell>
      </CartProvider>
    </IconProvider>
  );
}
