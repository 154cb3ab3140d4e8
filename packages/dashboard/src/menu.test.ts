import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, buildMenu, menuPathOf } from './menu';
import { routeAt, type DashboardRoute } from './routes';

const page = () => Promise.resolve({ default: () => null });
const table: DashboardRoute[] = [
  { path: '/login', title: 'Login', layout: 'root', page },
  { path: '/dashboard', title: 'Dashboard', layout: 'shell', icon: 'fa-home', page },
  { path: '/blank', title: 'Blank Page', layout: 'shell', group: 'misc', page },
  { path: '/app-layout', title: 'App Layout', layout: 'shell', group: 'intel', page },
  { path: '/404', title: 'Error 404', layout: 'shell', group: 'misc', page },
  { path: '/hidden', title: 'Hidden', layout: 'shell', page },
];

describe('buildMenu', () => {
  it('lists shell routes in table order, grouping routes under their group title', () => {
    expect(buildMenu(table)).toEqual([
      { id: '/dashboard', title: 'Dashboard', href: '/dashboard', icon: 'fa-home' },
      {
        id: 'group:misc',
        title: 'Miscellaneous',
        icon: 'fa-shapes',
        items: [
          { id: '/blank', title: 'Blank Page', href: '/blank' },
          { id: '/404', title: 'Error 404', href: '/404' },
        ],
      },
      {
        id: 'group:intel',
        title: 'Atrium Intel',
        icon: 'fa-cube',
        items: [{ id: '/app-layout', title: 'App Layout', href: '/app-layout' }],
      },
    ]);
  });

  it('leaves out root pages and routes with neither icon nor group', () => {
    const ids = JSON.stringify(buildMenu(table));
    expect(ids).not.toContain('/login');
    expect(ids).not.toContain('/hidden');
  });
});

describe('breadcrumbTrail', () => {
  it('is Home, the group title, then the page title', () => {
    expect(breadcrumbTrail('/blank', table)).toEqual(['Home', 'Miscellaneous', 'Blank Page']);
    expect(breadcrumbTrail('/dashboard', table)).toEqual(['Home', 'Dashboard']);
    expect(breadcrumbTrail('/unknown', table)).toEqual(['Home']);
  });
});

describe('routes under a parent', () => {
  it('match their values, show their parents in the breadcrumbs and mark the parent in the menu', () => {
    expect(routeAt('/inbox/sent')?.path).toBe('/inbox/:folder');
    expect(routeAt('/inbox')?.path).toBe('/inbox');
    expect(breadcrumbTrail('/inbox/sent')).toEqual(['Home', 'Inbox']);
    expect(breadcrumbTrail('/inbox/sent/detail/m1')).toEqual(['Home', 'Inbox', 'Message']);
    expect(menuPathOf('/inbox/trash/detail/m1')).toBe('/inbox');
    expect(menuPathOf('/graphs/flot')).toBe('/graphs/flot');
    expect(buildMenu().filter((entry) => entry.href?.startsWith('/inbox'))).toEqual([
      { id: '/inbox', title: 'Inbox', href: '/inbox', icon: 'fa-inbox' },
    ]);
  });
});
