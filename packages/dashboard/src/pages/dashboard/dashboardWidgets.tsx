import { createWidgetLayout, type RandomSource, type Translate, type WidgetGridItem } from '@atrium/ui';
import { CalendarWidget } from './CalendarWidget';
import { LiveFeedsWidget } from './LiveFeedsWidget';
import { MessagesWidget } from './MessagesWidget';
import { TodoWidget } from './TodoWidget';
import { VisitorsWidget } from './VisitorsWidget';

/** Grid id of the dashboard: its layout is stored under `atrium.widgets.dashboard`. */
export const dashboardGridId = 'dashboard';

/** Options for the dashboard's widgets: a seeded random source and tick for stories and tests. */
export interface DashboardWidgetOptions {
  rng?: RandomSource;
  tickMs?: number;
  /** Translates the widget titles; English when omitted. */
  t?: Translate;
}

/** The dashboard's widgets, each drawing its own loading and error states. */
export function dashboardWidgets({
  rng,
  tickMs,
  t = (key) => key,
}: DashboardWidgetOptions = {}): WidgetGridItem[] {
  return [
    { id: 'live-feeds', title: t('Live Feeds'), children: <LiveFeedsWidget rng={rng} tickMs={tickMs} /> },
    { id: 'messages', title: t('Messages'), children: <MessagesWidget /> },
    { id: 'todo', title: t('To-do list'), children: <TodoWidget /> },
    { id: 'visitors', title: t('Visitors'), children: <VisitorsWidget /> },
    { id: 'calendar', title: t('My Events'), children: <CalendarWidget /> },
  ];
}

/**
 * As in the template: Live Feeds across the top, then messages and to-dos beside the visitors map and the
 * calendar. The first column is drawn full width above the other two (`fullWidthColumnCount` in the page).
 */
export const dashboardLayout = createWidgetLayout([
  ['live-feeds'],
  ['messages', 'todo'],
  ['visitors', 'calendar'],
]);
