import type { ComponentType } from 'react';

/** Which frame a page is drawn in: bare (auth screens) or inside the application shell. */
export type RouteLayout = 'root' | 'shell';

/** One entry of the route table: the single source for router, menu, breadcrumbs and titles. */
export interface DashboardRoute {
  /** URL path, starting with `/`. */
  path: string;
  /** Title used for the document title, breadcrumbs and the menu. */
  title: string;
  layout: RouteLayout;
  /** Path of the parent route in the breadcrumb trail, if any. */
  parent?: string;
  /** Font Awesome icon name shown in the menu, e.g. `fa-home`. */
  icon?: string;
  /** Lazily loaded page, so each screen is its own chunk. */
  page: () => Promise<{ default: ComponentType }>;
}

/** Default document title; each page's title is prefixed to it. */
export const defaultTitle = 'Atrium';

/** Where unknown URLs land. */
export const fallbackPath = '/login';

export const routes: readonly DashboardRoute[] = [
  { path: '/login', title: 'Login', layout: 'root', page: () => import('./pages/auth/LoginPage') },
];

/** `"<route title> | <default title>"`, as every navigation sets it. */
export function documentTitle(route: Pick<DashboardRoute, 'title'> | undefined): string {
  return route ? `${route.title} | ${defaultTitle}` : defaultTitle;
}
