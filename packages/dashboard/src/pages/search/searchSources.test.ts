import { describe, expect, it } from 'vitest';
import type { DashboardRoute } from '../../routes';
import { searchDocuments } from './searchIndex';
import { activityDocuments, pageDocuments, pageKind } from './searchSources';

const page = () => Promise.resolve({ default: () => null });
const table: DashboardRoute[] = [
  { path: '/login', title: 'Login', layout: 'root', page },
  { path: '/dashboard', title: 'Dashboard', layout: 'shell', icon: 'fa-home', page },
  { path: '/app-layout', title: 'App Layout', layout: 'shell', group: 'intel', page },
  { path: '/blank', title: 'Blank Page', layout: 'shell', group: 'misc', page },
  { path: '/search', title: 'Search', layout: 'shell', group: 'misc', page },
];

describe('pageDocuments', () => {
  it('lists the shell pages but the search page, with their breadcrumb trail and menu group', () => {
    expect(pageDocuments(table)).toEqual([
      {
        id: 'page:/dashboard',
        kind: pageKind,
        title: 'Dashboard',
        body: '',
        trail: ['Home', 'Dashboard'],
        keywords: [],
        href: '/dashboard',
      },
      {
        id: 'page:/app-layout',
        kind: pageKind,
        title: 'App Layout',
        body: '',
        trail: ['Home', 'Atrium Intel', 'App Layout'],
        keywords: ['Atrium Intel'],
        href: '/app-layout',
      },
      {
        id: 'page:/blank',
        kind: pageKind,
        title: 'Blank Page',
        body: '',
        trail: ['Home', 'Miscellaneous', 'Blank Page'],
        keywords: ['Miscellaneous'],
        href: '/blank',
      },
    ]);
  });

  it('uses the words of the current language, so a page is found as the menu names it', () => {
    const german: Record<string, string> = { 'Blank Page': 'Leere Seite', Miscellaneous: 'Verschiedenes' };
    const documents = pageDocuments(table, (key) => german[key] ?? key);
    expect(searchDocuments(documents, 'leere verschiedenes').map((hit) => hit.document.href)).toEqual([
      '/blank',
    ]);
  });
});

describe('activityDocuments', () => {
  const types = [
    { type: 'messages', title: 'Messages', count: 1 },
    { type: 'tasks', title: 'Tasks', count: 1 },
  ];
  const items = {
    messages: [{ id: 'm1', title: 'Mira', body: 'Deck ready', time: '2026-11-22T16:40:00Z' }],
    tasks: [{ id: 't1', title: 'Rotate keys', time: 'soon', progress: 100 }],
  };
  const formatTime = (iso: string) => (iso.startsWith('2026') ? 'yesterday' : undefined);

  it('turns each type’s items into documents of that kind, with a time and progress line', () => {
    expect(activityDocuments(types, items, formatTime)).toEqual([
      {
        id: 'messages:m1',
        kind: 'messages',
        title: 'Mira',
        body: 'Deck ready',
        trail: ['Home', 'Activities', 'Messages'],
        keywords: ['Messages'],
        meta: 'yesterday',
      },
      {
        id: 'tasks:t1',
        kind: 'tasks',
        title: 'Rotate keys',
        body: '',
        trail: ['Home', 'Activities', 'Tasks'],
        keywords: ['Tasks'],
        meta: '100% done',
      },
    ]);
  });

  it('skips types whose items have not arrived', () => {
    expect(activityDocuments(types, { tasks: items.tasks }, formatTime).map((doc) => doc.id)).toEqual([
      'tasks:t1',
    ]);
  });
});
