import { menuGroups, routeAt, routeLineage, routes, type DashboardRoute } from './routes';

/** The side menu as JSON-like data (items with href, icon, title and nested items). */
export interface MenuEntry {
  id: string;
  title: string;
  href?: string;
  /** Font Awesome name of the icon. */
  icon?: string;
  items?: MenuEntry[];
}

/** Builds the menu from the route table: top-level routes and groups in table order, empty groups left out. */
export function buildMenu(table: readonly DashboardRoute[] = routes): MenuEntry[] {
  const shellRoutes = table.filter((route) => route.layout === 'shell' && (route.icon || route.group));
  const entries: MenuEntry[] = [];
  for (const route of shellRoutes) {
    if (!route.group) {
      entries.push({ id: route.path, title: route.title, href: route.path, icon: route.icon });
      continue;
    }
    const group = menuGroups.find((candidate) => candidate.id === route.group);
    if (!group) continue;
    let entry = entries.find((candidate) => candidate.id === `group:${group.id}`);
    if (!entry) {
      entry = { id: `group:${group.id}`, title: group.title, icon: group.icon, items: [] };
      entries.push(entry);
    }
    entry.items!.push({ id: route.path, title: route.title, href: route.path });
  }
  return entries;
}

/**
 * Breadcrumb trail of a path: Home, the menu group's title if any, then the titles of the page's parents and
 * the page; a page titled like its parent (a folder of the inbox) adds no second crumb.
 */
export function breadcrumbTrail(path: string, table: readonly DashboardRoute[] = routes): string[] {
  const route = routeAt(path, table);
  if (!route) return ['Home'];
  const lineage = routeLineage(route, table);
  const group = menuGroups.find((candidate) => candidate.id === lineage[0]!.group);
  const titles = lineage.map((entry) => entry.title).filter((title, index, all) => title !== all[index - 1]);
  return ['Home', ...(group ? [group.title] : []), ...titles];
}

/** The menu entry's path to mark for a URL: its route's, or for a page off the menu its nearest parent's. */
export function menuPathOf(path: string, table: readonly DashboardRoute[] = routes): string {
  const route = routeAt(path, table);
  if (!route) return path;
  const onMenu = routeLineage(route, table)
    .reverse()
    .find((entry) => entry.icon || entry.group);
  return onMenu?.path ?? path;
}
