import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/** Which frame a page is drawn in: bare (auth screens) or inside the application shell. */
export type RouteLayout = 'root' | 'shell';

/** A group of the side menu; its title is the parent label of the routes in it. */
export interface MenuGroup {
  id: string;
  title: string;
  /** Font Awesome name of the group's icon, e.g. `fa-cube`. */
  icon: string;
}

/** One entry of the route table: the single source for router, menu, breadcrumbs and titles. */
export interface DashboardRoute {
  /** URL path, starting with `/`; a `:name` segment takes a value (`/inbox/:folder`). */
  path: string;
  /** A URL the route draws when its path takes values, for tests and screenshots (`/inbox/sent`). */
  example?: string;
  /**
   * Path of the route this one sits under (a message under its folder): the breadcrumbs show the parents'
   * titles and the menu marks the parent's entry.
   */
  parent?: string;
  /** Title used for the document title, breadcrumbs and the menu. */
  title: string;
  layout: RouteLayout;
  /** Menu group the route sits in; top level when omitted. Routes without `icon` or `group` stay off the menu. */
  group?: MenuGroup['id'];
  /** Font Awesome name of the menu icon of a top-level route, e.g. `fa-home`. */
  icon?: string;
  /** Lazily loaded page, so each screen is its own chunk. */
  page: () => Promise<{ default: ComponentType }>;
}

/** Default document title; each page's title is prefixed to it. */
export const defaultTitle = 'Atrium';

/** Where unknown URLs land. */
export const fallbackPath = '/login';

/** The sign-in screens, which link to one another. */
export const authPaths = {
  login: fallbackPath,
  register: '/register',
  forgotPassword: '/forgot-password',
  lock: '/lock',
} as const;

/** Menu groups in menu order. */
export const menuGroups: readonly MenuGroup[] = [
  { id: 'dashboard', title: 'Dashboard', icon: 'fa-house' },
  { id: 'intel', title: 'Atrium Intel', icon: 'fa-cube' },
  { id: 'graphs', title: 'Graphs', icon: 'fa-chart-bar' },
  { id: 'tables', title: 'Tables', icon: 'fa-table' },
  { id: 'forms', title: 'Forms', icon: 'fa-pen-to-square' },
  { id: 'ui', title: 'UI Elements', icon: 'fa-desktop' },
  { id: 'features', title: 'Cool Features', icon: 'fa-cloud' },
  { id: 'app-views', title: 'App Views', icon: 'fa-puzzle-piece' },
  { id: 'e-commerce', title: 'E-Commerce', icon: 'fa-cart-shopping' },
  { id: 'misc', title: 'Miscellaneous', icon: 'fa-shapes' },
];

export const routes: readonly DashboardRoute[] = [
  { path: '/login', title: 'Login', layout: 'root', page: () => import('./pages/auth/LoginPage') },
  { path: '/real-login', title: 'Login', layout: 'root', page: () => import('./pages/auth/LoginPage') },
  { path: '/register', title: 'Register', layout: 'root', page: () => import('./pages/auth/RegisterPage') },
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    layout: 'root',
    page: () => import('./pages/auth/ForgotPasswordPage'),
  },
  { path: '/lock', title: 'Locked Screen', layout: 'root', page: () => import('./pages/auth/LockPage') },
  {
    path: '/dashboard',
    title: 'Analytics Dashboard',
    layout: 'shell',
    group: 'dashboard',
    page: () => import('./pages/dashboard/DashboardPage'),
  },
  {
    path: '/dashboard-social',
    title: 'Social Wall',
    layout: 'shell',
    group: 'dashboard',
    page: () => import('./pages/dashboard-social/DashboardSocialPage'),
  },
  {
    path: '/app-layout',
    title: 'App Layout',
    layout: 'shell',
    group: 'intel',
    page: () => import('./pages/template-info/AppLayoutPage'),
  },
  {
    path: '/app-layouts',
    title: 'App Layouts',
    layout: 'shell',
    group: 'intel',
    page: () => import('./pages/template-info/AppLayoutsPage'),
  },
  {
    path: '/prebuilt-skins',
    title: 'Prebuilt Skins',
    layout: 'shell',
    group: 'intel',
    page: () => import('./pages/template-info/PrebuiltSkinsPage'),
  },
  {
    path: '/different-versions',
    title: 'Different Versions',
    layout: 'shell',
    group: 'intel',
    page: () => import('./pages/template-info/DifferentVersionsPage'),
  },
  {
    path: '/inbox',
    title: 'Inbox',
    layout: 'shell',
    icon: 'fa-inbox',
    page: () => import('./pages/inbox/InboxPage'),
  },
  {
    path: '/inbox/:folder',
    example: '/inbox/sent',
    parent: '/inbox',
    title: 'Inbox',
    layout: 'shell',
    page: () => import('./pages/inbox/InboxPage'),
  },
  {
    path: '/inbox/:folder/detail/:message',
    example: '/inbox/inbox/detail/msg-inbox-001',
    parent: '/inbox/:folder',
    title: 'Message',
    layout: 'shell',
    page: () => import('./pages/inbox/MessagePage'),
  },
  {
    path: '/inbox/:folder/compose',
    example: '/inbox/inbox/compose',
    parent: '/inbox/:folder',
    title: 'Compose',
    layout: 'shell',
    page: () => import('./pages/inbox/ComposePage'),
  },
  {
    path: '/inbox/:folder/replay/:message',
    example: '/inbox/inbox/replay/msg-inbox-001',
    parent: '/inbox/:folder',
    title: 'Reply',
    layout: 'shell',
    page: () => import('./pages/inbox/ComposePage'),
  },
  {
    path: '/inbox/:folder/reply/:message',
    example: '/inbox/inbox/reply/msg-inbox-001',
    parent: '/inbox/:folder',
    title: 'Reply',
    layout: 'shell',
    page: () => import('./pages/inbox/ComposePage'),
  },
  {
    path: '/graphs/flot',
    title: 'Flot Charts',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/FlotPage'),
  },
  {
    path: '/graphs/morris',
    title: 'Morris Charts',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/MorrisPage'),
  },
  {
    path: '/graphs/sparkline',
    title: 'Sparkline Charts',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/SparklinePage'),
  },
  {
    path: '/graphs/easy-pie',
    title: 'Easy Pie Charts',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/EasyPiePage'),
  },
  {
    path: '/graphs/dygraphs',
    title: 'Dygraphs',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/DygraphsPage'),
  },
  {
    path: '/graphs/chartjs',
    title: 'Chart.js',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/ChartJsPage'),
  },
  {
    path: '/graphs/highchart-tables',
    title: 'Highchart Tables',
    layout: 'shell',
    group: 'graphs',
    page: () => import('./pages/graphs/HighchartTablesPage'),
  },
  {
    path: '/tables/normal',
    title: 'Normal Tables',
    layout: 'shell',
    group: 'tables',
    page: () => import('./pages/tables/NormalTablesPage'),
  },
  {
    path: '/tables/datatables',
    title: 'Data Tables',
    layout: 'shell',
    group: 'tables',
    page: () => import('./pages/tables/DataTablesPage'),
  },
  {
    path: '/tables/jqgrid',
    title: 'Jquery Grid',
    layout: 'shell',
    group: 'tables',
    page: () => import('./pages/tables/JqGridPage'),
  },
  {
    path: '/form/elements',
    title: 'Smart Form Elements',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/elements/ElementsPage'),
  },
  {
    path: '/form/layouts',
    title: 'Smart Form Layouts',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/elements/LayoutsPage'),
  },
  {
    path: '/form/validation',
    title: 'Smart Form Validation',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/ValidationPage'),
  },
  {
    path: '/form/bootstrap-forms',
    title: 'Bootstrap Form Elements',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/elements/BootstrapFormsPage'),
  },
  {
    path: '/form/bootstrap-validation',
    title: 'Bootstrap Form Validation',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/BootstrapValidationPage'),
  },
  {
    path: '/form/plugins',
    title: 'Form Plugins',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/plugins/PluginsPage'),
  },
  {
    path: '/form/wizards',
    title: 'Wizards',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/WizardsPage'),
  },
  {
    path: '/form/editors',
    title: 'Editors',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/editors/EditorsPage'),
  },
  {
    path: '/form/dropzone',
    title: 'Dropzone',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/DropzonePage'),
  },
  {
    path: '/form/image-editor',
    title: 'Image Editor',
    layout: 'shell',
    group: 'forms',
    page: () => import('./pages/forms/ImageEditorPage'),
  },
  {
    path: '/ui/general',
    title: 'General Elements',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/GeneralElementsPage'),
  },
  {
    path: '/ui/buttons',
    title: 'Buttons',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/ButtonsPage'),
  },
  {
    path: '/ui/icons-font-awesome',
    title: 'Font Awesome',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/FontAwesomeIconsPage'),
  },
  {
    path: '/ui/icons-glyph',
    title: 'Glyph Icons',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/GlyphIconsPage'),
  },
  {
    path: '/ui/icons-flags',
    title: 'Flags',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/FlagIconsPage'),
  },
  {
    path: '/ui/grid',
    title: 'Grid',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/GridPage'),
  },
  {
    path: '/ui/tree-view',
    title: 'Tree View',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/TreeViewPage'),
  },
  {
    path: '/ui/nestable-lists',
    title: 'Nestable Lists',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/NestableListsPage'),
  },
  {
    path: '/ui/jquery-ui',
    title: 'jQuery UI',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/JqueryUiPage'),
  },
  {
    path: '/ui/typography',
    title: 'Typography',
    layout: 'shell',
    group: 'ui',
    page: () => import('./pages/ui/TypographyPage'),
  },
  {
    path: '/widgets',
    title: 'Widgets',
    layout: 'shell',
    icon: 'fa-rectangle-list',
    page: () => import('./pages/widgets/WidgetsPage'),
  },
  {
    path: '/calendar',
    title: 'Calendar',
    layout: 'shell',
    group: 'features',
    page: () => import('./pages/calendar/CalendarPage'),
  },
  {
    path: '/maps',
    title: 'Maps',
    layout: 'shell',
    group: 'features',
    page: () => import('./pages/maps/MapsPage'),
  },
  {
    path: '/projects',
    title: 'Projects',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/app-views/ProjectsPage'),
  },
  {
    path: '/blog',
    title: 'Blog',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/app-views/BlogPage'),
  },
  {
    path: '/gallery',
    title: 'Gallery',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/app-views/GalleryPage'),
  },
  {
    path: '/forum',
    title: 'Forum',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/forum/ForumPage'),
  },
  {
    path: '/forum-topic',
    title: 'Forum Topic',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/forum/ForumTopicPage'),
  },
  {
    path: '/forum-post',
    title: 'Forum Post',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/forum/ForumPostPage'),
  },
  {
    path: '/profile',
    title: 'Profile',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/app-views/ProfilePage'),
  },
  {
    path: '/timeline',
    title: 'Timeline',
    layout: 'shell',
    group: 'app-views',
    page: () => import('./pages/app-views/TimelinePage'),
  },
  {
    path: '/e-commerce/orders',
    title: 'Orders',
    layout: 'shell',
    group: 'e-commerce',
    page: () => import('./pages/e-commerce/OrdersPage'),
  },
  {
    path: '/e-commerce/products-view',
    title: 'Products View',
    layout: 'shell',
    group: 'e-commerce',
    page: () => import('./pages/e-commerce/ProductsViewPage'),
  },
  {
    path: '/e-commerce/products-detail',
    title: 'Products Detail',
    layout: 'shell',
    group: 'e-commerce',
    page: () => import('./pages/e-commerce/ProductDetailPage'),
  },
  {
    path: '/pricing-table',
    title: 'Pricing Table',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/PricingTablePage'),
  },
  {
    path: '/invoice',
    title: 'Invoice',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/InvoicePage'),
  },
  {
    path: '/404',
    title: 'Error 404',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/NotFoundPage'),
  },
  {
    path: '/500',
    title: 'Error 500',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/ServerErrorPage'),
  },
  {
    path: '/blank',
    title: 'Blank Page',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/BlankPage'),
  },
  {
    path: '/email-template',
    title: 'Email Template',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/EmailTemplatePage'),
  },
  {
    path: '/search',
    title: 'Search',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/search/SearchPage'),
  },
  {
    path: '/ckeditor',
    title: 'Full Editor',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/editors/FullEditorPage'),
  },
  {
    path: '/test',
    title: 'Component Playground',
    layout: 'shell',
    group: 'misc',
    page: () => import('./pages/misc/ComponentPlaygroundPage'),
  },
];

/** `"<route title> | <default title>"`, as every navigation sets it. */
export function documentTitle(route: Pick<DashboardRoute, 'title'> | undefined): string {
  return route ? `${route.title} | ${defaultTitle}` : defaultTitle;
}

/** The route drawn at `path` (a route's own path, or a URL its `:name` segments match), if any. */
export function routeAt(path: string, table: readonly DashboardRoute[] = routes): DashboardRoute | undefined {
  return (
    table.find((route) => route.path === path) ?? table.find((route) => matchPath(route.path, path) !== null)
  );
}

/** The route and its parents, innermost last. */
export function routeLineage(
  route: DashboardRoute,
  table: readonly DashboardRoute[] = routes,
): DashboardRoute[] {
  const lineage = [route];
  let parent = route.parent;
  while (parent && lineage.length < table.length) {
    const next = table.find((candidate) => candidate.path === parent);
    if (!next) break;
    lineage.unshift(next);
    parent = next.parent;
  }
  return lineage;
}

/** The first page inside the shell: where signing in leads. */
export function homePath(): string {
  return routes.find((route) => route.layout === 'shell')?.path ?? fallbackPath;
}
