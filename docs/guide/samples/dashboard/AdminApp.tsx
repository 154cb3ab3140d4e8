import { RouterProvider, createHashRouter } from 'react-router';
import { DashboardProviders, createDashboardRoutes } from '@atrium/dashboard';
import { reportIcons, reportsPage } from './reportsPage';

// Created once, outside the component: a new router on every render would lose the current page.
const router = createHashRouter(createDashboardRoutes({ pages: [reportsPage] }));

export function AdminApp() {
  return (
    <DashboardProviders icons={reportIcons}>
      <RouterProvider router={router} />
    </DashboardProviders>
  );
}
