import { faChartPie } from '@fortawesome/free-solid-svg-icons/faChartPie';
import { createIconMap } from '@atrium/ui';
import type { DashboardRoute } from '@atrium/dashboard';

export const reportsPage: DashboardRoute = {
  path: '/reports',
  title: 'Reports',
  layout: 'shell',
  // A Font Awesome name: the dashboard draws it from the icons you pass beside your pages.
  icon: 'fa-chart-pie',
  // Loaded when the page is first opened, so it costs nothing on the other pages.
  page: () => import('./ReportsPage'),
};

export const reportIcons = createIconMap([faChartPie]);
