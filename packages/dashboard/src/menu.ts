import { menuGroups, routes, type DashboardRoute } from './routes';

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

/** Breadcrumb trail of a path: Home, the menu group's title if any, then the page's title. */
export function breadcrumbTrail(path: string, table: readonly DashboardRoute[] = routes): string[] {
  const route = table.find((candidate) => candidate.path === path);
  if (!route) return ['Home'];
  const group = menuGroups.find((candidate) => candidate.id === route.group);
  return ['Home', ...(group ? [group.title] : []), route.title];
}
