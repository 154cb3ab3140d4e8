import { createContext, useContext } from 'react';
import { routes, type DashboardRoute } from './routes';

/**
 * The route table with an app's own pages added: a page at a built-in path takes that route's place (and its
 * menu position), every other page follows the built-in routes, so its menu entry comes last or last in its group.
 */
export function withPages(
  pages: readonly DashboardRoute[],
  table: readonly DashboardRoute[] = routes,
): readonly DashboardRoute[] {
  if (pages.length === 0) return table;
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const merged = table.map((route) => byPath.get(route.path) ?? route);
  return [...merged, ...pages.filter((page) => !table.some((route) => route.path === page.path))];
}

// The frame reads the table it is mounted with, so the menu and breadcrumbs show an app's own pages.
const RouteTableContext = createContext<readonly DashboardRoute[]>(routes);

export const RouteTableProvider = RouteTableContext.Provider;

/** The route table of the dashboard being drawn: the built-in routes and the app's own pages. */
export function useRouteTable(): readonly DashboardRoute[] {
  return useContext(RouteTableContext);
}
