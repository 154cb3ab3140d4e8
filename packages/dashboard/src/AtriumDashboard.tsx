import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Navigate,
  RouterProvider,
  createBrowserRouter,
  createHashRouter,
  type RouteObject,
} from 'react-router';
import { AtriumProvider, type Skin } from '@atrium/ui';
import { documentTitle, fallbackPath, routes, type DashboardRoute } from './routes';

/** Props of {@link AtriumDashboard}. */
export interface AtriumDashboardProps {
  /**
   * `hash` URLs (`#/dashboard`) work from any folder of any static host with no server set-up;
   * `browser` gives clean URLs but needs the host to serve `index.html` for unknown paths.
   */
  history?: 'hash' | 'browser';
  /** Path prefix for `browser` history when the app is not served from the host's root. */
  basename?: string;
  skin?: Skin;
}

function TitledPage({ route, children }: { route: DashboardRoute; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
  return children;
}

/** Route objects for react-router, for apps that bring their own router. */
export function createDashboardRoutes(): RouteObject[] {
  return [
    ...routes.map((route): RouteObject => ({
      path: route.path,
      lazy: async () => {
        const { default: Page } = await route.page();
        return {
          Component: () => (
            <TitledPage route={route}>
              <Page />
            </TitledPage>
          ),
        };
      },
    })),
    { path: '*', element: <Navigate to={fallbackPath} replace /> },
  ];
}

/** The complete Atrium admin dashboard: every delivered route with its theme. */
export function AtriumDashboard({ history = 'hash', basename, skin }: AtriumDashboardProps) {
  const router = useMemo(() => {
    const create = history === 'hash' ? createHashRouter : createBrowserRouter;
    return create(createDashboardRoutes(), basename ? { basename } : undefined);
  }, [history, basename]);
  return (
    <AtriumProvider skin={skin}>
      <RouterProvider router={router} />
    </AtriumProvider>
  );
}
