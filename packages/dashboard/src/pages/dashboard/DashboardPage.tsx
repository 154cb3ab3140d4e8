import { useMemo } from 'react';
import { ChatBoxes, ChatProvider, Icon, PageHeader, WidgetGrid, type RandomSource } from '@atrium/ui';
import { faHouse } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import { DashboardStats } from './DashboardStats';
import { dashboardGridId, dashboardLayout, dashboardWidgets } from './dashboardWidgets';

// The grid's first column is a full-width band over the other two, as the template draws Live Feeds.
const DashboardGrid = styled(WidgetGrid)`
  & > div {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > div > [data-widget-column='0'] {
    grid-column: 1 / -1;
  }

  @container (max-width: 760px) {
    & > div {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** Props of {@link DashboardPage}; only stories and tests set them. */
export interface DashboardPageProps {
  /** Source of randomness for the live stats; seeded in stories. */
  rng?: RandomSource;
  /** Milliseconds between live ticks. Default 1500 (spec §9). */
  tickMs?: number;
}

/** The analytics dashboard (spec §2): header statistics, then live feeds, messages, to-dos and visitors. */
export default function DashboardPage({ rng, tickMs }: DashboardPageProps) {
  const widgets = useMemo(() => dashboardWidgets({ rng, tickMs }), [rng, tickMs]);
  return (
    <ChatProvider>
      <PageHeader
        title="Dashboard"
        subtitle="My Dashboard"
        icon={<Icon icon={faHouse} />}
        aside={<DashboardStats />}
        asideLabel="Site statistics"
      />
      <DashboardGrid gridId={dashboardGridId} items={widgets} defaultLayout={dashboardLayout} />
      <ChatBoxes />
    </ChatProvider>
  );
}
