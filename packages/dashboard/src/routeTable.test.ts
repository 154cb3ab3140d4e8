import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, buildMenu } from './menu';
import { routes, type DashboardRoute } from './routes';
import { withPages } from './routeTable';

const page = () => Promise.resolve({ default: () => null });
const reports: DashboardRoute = {
  path: '/reports',
  title: 'Reports',
  layout: 'shell',
  icon: 'fa-chart-pie',
  page,
};
const audit: DashboardRoute = { path: '/audit', title: 'Audit log', layout: 'shell', group: 'misc', page };
const hidden: DashboardRoute = {
  path: '/reports/:id',
  title: 'Report',
  layout: 'shell',
  parent: '/reports',
  page,
};

describe('withPages', () => {
  it('returns the built-in table itself when there are no pages', () => {
    expect(withPages([])).toBe(routes);
  });

  it('adds pages after the built-in routes, in the menu too', () => {
    const table = withPages([reports, audit, hidden]);
    expect(table.slice(0, routes.length)).toEqual(routes);
    expect(table.slice(routes.length)).toEqual([reports, audit, hidden]);

    const menu = buildMenu(table);
    expect(menu.at(-1)).toEqual({ id: '/reports', title: 'Reports', href: '/reports', icon: 'fa-chart-pie' });
    const misc = menu.find((entry) => entry.id === 'group:misc');
    expect(misc?.items?.at(-1)).toEqual({ id: '/audit', title: 'Audit log', href: '/audit' });
    expect(JSON.stringify(menu)).not.toContain('/reports/:id');
    expect(breadcrumbTrail('/reports/7', table)).toEqual(['Home', 'Reports', 'Report']);
    expect(breadcrumbTrail('/audit', table)).toEqual(['Home', 'Miscellaneous', 'Audit log']);
  });

  it('puts a page at a built-in path in that route’s place', () => {
    const blank = routes.findIndex((route) => route.path === '/blank');
    const mine: DashboardRoute = { path: '/blank', title: 'Notes', layout: 'shell', group: 'misc', page };
    const table = withPages([mine]);
    expect(table).toHaveLength(routes.length);
    expect(table[blank]).toBe(mine);
  });
});
