import { useMemo } from 'react';
import { ChatBoxes, ChatProvider, useTranslation, WidgetGrid, type RandomSource } from '@atrium/ui';
import { DashboardHeader } from './DashboardStats';
import { dashboardGridId, dashboardLayout, dashboardWidgets } from './dashboardWidgets';

/** Props of {@link DashboardPage}; only stories and tests set them. */
export interface DashboardPageProps {
  /** Source of randomness for the live stats; seeded in stories. */
  rng?: RandomSource;
  /** Milliseconds between live ticks. Default 1500, a tick every one and a half seconds. */
  tickMs?: number;
}

/** The analytics dashboard: header statistics, then live feeds, messages, to-dos and visitors. */
export default function DashboardPage({ rng, tickMs }: DashboardPageProps) {
  const { t } = useTranslation();
  const widgets = useMemo(() => dashboardWidgets({ rng, tickMs, t }), [rng, tickMs, t]);
  return (
    <ChatProvider>
      <DashboardHeader />
      <WidgetGrid
        gridId={dashboardGridId}
        items={widgets}
        defaultLayout={dashboardLayout}
        // The template draws Live Feeds across the top, over the other two columns, which stack below 760 px.
        fullWidthColumnCount={1}
        minColumnWidth={380}
      />
      <ChatBoxes />
    </ChatProvider>
  );
}
