import { Outlet, useLocation } from 'react-router';
import { AppShell, useAppShell, useTranslation } from '@atrium/ui';
import { useDashboardSettings } from './DashboardSettings';
import { ShellFooter } from './ShellFooter';
import { ShellHeader } from './ShellHeader';
import { ShellNavigation } from './ShellNavigation';
import { ShellRibbon } from './ShellRibbon';
import { ShellSettings } from './ShellSettings';

/** The frame of every page inside the shell, arranged by the stored layout settings. */
export function DashboardShell() {
  const { t } = useTranslation();
  const { settings } = useDashboardSettings();
  const shell = useAppShell({ isMenuOnTop: settings.isMenuOnTop });
  const { pathname } = useLocation();
  return (
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
      <Outlet />
    </AppShell>
  );
}
