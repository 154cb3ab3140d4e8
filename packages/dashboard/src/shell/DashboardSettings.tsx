import { createContext, useContext } from 'react';
import type { useLayoutSettings } from '@atrium/ui';

/** The layout settings of the running dashboard, shared by the shell and the settings panel. */
export type DashboardSettings = ReturnType<typeof useLayoutSettings>;

export const DashboardSettingsContext = createContext<DashboardSettings | null>(null);

/** Layout settings from the nearest dashboard; throws outside one. */
export function useDashboardSettings(): DashboardSettings {
  const settings = useContext(DashboardSettingsContext);
  if (!settings) throw new Error('useDashboardSettings needs the AtriumDashboard providers above it.');
  return settings;
}
