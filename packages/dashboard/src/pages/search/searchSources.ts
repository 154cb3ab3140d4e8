import type { ActivityItem, ActivityType } from '../../api/schemas';
import { breadcrumbTrail } from '../../menu';
import { menuGroups, routes, type DashboardRoute } from '../../routes';
import type { SearchDocument } from './searchIndex';

/** The kind of the dashboard's own pages; activities use their type (`messages`, `tasks`…) as kind. */
export const pageKind = 'page';

/** Where the search page itself lives: it is left out of its own results. */
export const searchPath = '/search';

/** Turns a menu or data label into the current language; the identity when nothing is translated. */
export type Translate = (key: string) => string;

const untranslated: Translate = (key) => key;

/**
 * The pages of the shell as search documents: matched by title and menu group title, shown with the
 * breadcrumb trail the ribbon would show, in the same (translated) words the menu uses.
 */
export function pageDocuments(
  table: readonly DashboardRoute[] = routes,
  translate: Translate = untranslated,
): SearchDocument[] {
  return table
    .filter(
      // A route whose path takes values (a message of a folder) is reached from its page, not searched for.
      (route) => route.layout === 'shell' && route.path !== searchPath && !route.path.includes(':'),
    )
    .map((route) => {
      const group = menuGroups.find((candidate) => candidate.id === route.group);
      return {
        id: `${pageKind}:${route.path}`,
        kind: pageKind,
        title: translate(route.title),
        body: '',
        trail: breadcrumbTrail(route.path, table).map(translate),
        keywords: group ? [translate(group.title)] : [],
        href: route.path,
      };
    });
}

/** Activities title used in result trails, as the header's dropdown is called. */
const activitiesLabel = 'Activities';

/** Turns an activity's ISO time into display text, or `undefined` when it has none worth showing. */
export type FormatActivityTime = (iso: string) => string | undefined;

/** The header's activities (messages, notifications, tasks) as search documents, in the order of their types. */
export function activityDocuments(
  types: readonly ActivityType[],
  itemsByType: Readonly<Record<string, readonly ActivityItem[] | undefined>>,
  formatTime: FormatActivityTime,
  translate: Translate = untranslated,
): SearchDocument[] {
  return types.flatMap((type) =>
    (itemsByType[type.type] ?? []).map((item) => {
      const title = translate(type.title);
      const meta = [
        item.progress !== undefined ? `${item.progress}% done` : undefined,
        formatTime(item.time),
      ].filter((part) => part !== undefined);
      return {
        id: `${type.type}:${item.id}`,
        kind: type.type,
        title: item.title,
        body: item.body ?? '',
        trail: [translate('Home'), translate(activitiesLabel), title],
        keywords: [title],
        meta: meta.length > 0 ? meta.join(' · ') : undefined,
      };
    }),
  );
}
