import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  BrowserRouter,
  HashRouter,
  Navigate,
  matchPath,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import {
  AtriumProvider,
  IconProvider,
  type IconMap,
  NotificationProvider,
  TranslationProvider,
  createNotifier,
  openStreetMapTiles,
  skinByName,
  useLayoutSettings,
  useTranslation,
  type Language,
  type Notifier,
  type TileProvider,
} from '@atrium/ui';
import { DataProvider } from './api/DataProvider';
import type { DataSource } from './data/resourceRegistry';
import { useDictionaryLoader, useLanguages } from './api/resources';
import { loadDateFnsLocale } from './i18n/dateFnsLocales';
import { documentTitle, fallbackPath, type DashboardRoute } from './routes';
import { RouteTableProvider, withPages } from './routeTable';
import { MapTilesContext } from './mapTiles';
import { defaultPdfFonts, PdfFontsContext } from './pdfFonts';
import { PageErrorBoundary } from './pages/misc/PageErrorBoundary';
import { DashboardSettingsContext } from './shell/DashboardSettings';
import { usePrefetchShellData } from './shell/usePrefetchShellData';
import { AuthProvider } from './auth/AuthProvider';
import { RequireSignIn } from './auth/RequireSignIn';
import { demoSocialProvider, type SocialProvider } from './auth/socialSignIn';

/** Props of {@link AtriumDashboard}. */
export interface AtriumDashboardProps {
  /**
   * `hash` URLs (`#/dashboard`) work from any folder of any static host with no server set-up;
   * `browser` gives clean URLs but needs the host to serve `index.html` for unknown paths.
   */
  history?: 'hash' | 'browser';
  /** Path prefix for `browser` history when the app is not served from the host's root. */
  basename?: string;
  /** Root of the JSON endpoints; the relative `api/` folder beside the app by default. */
  apiBaseUrl?: string;
  /**
   * Where records such as to-dos are kept: the browser (`localAdapter()`, the default), the base URL of a
   * JSON REST server (`'https://api.example.com/'`), or any adapter of your own (see docs/data.md).
   */
  data?: DataSource;
  /**
   * Social sign-in buttons of the sign-in screen. By default a simulated Google and Facebook provider that
   * need no network (see docs/sign-in.md for the real adapters); `[]` shows none.
   */
  socialProviders?: readonly SocialProvider[];
  /** Sends visitors who are not signed in to the sign-in screen from every page inside the shell. */
  requireSignIn?: boolean;
  /**
   * Where the street map on /maps gets its tiles: OpenStreetMap's standard tiles by default. Keep it in one
   * place in your app: a Content Security Policy's `img-src` must list the provider's origin.
   */
  mapTiles?: TileProvider;
  /**
   * TrueType fonts (.ttf addresses) that the PDF exports of tables and invoices draw text in when the PDF's
   * Helvetica cannot show it, such as the Arabic translation. By default `fonts/noto-sans-arabic.ttf` under
   * `apiBaseUrl`, which the demo's data folder carries; add fonts for other scripts your data holds.
   */
  pdfFonts?: readonly string[];
  /**
   * Your own pages, with their menu entries; see {@link createDashboardRoutes}. Define the array once, outside
   * your components: a new array rebuilds the routes.
   */
  pages?: readonly DashboardRoute[];
  /** Icons your pages' menu entries name (`createIconMap([faChartPie])`), added to the dashboard's own. */
  icons?: IconMap;
}

/** Options of {@link createDashboardRoutes}. */
export interface DashboardRoutesOptions {
  /** Sends visitors who are not signed in to the sign-in screen from every page inside the shell. */
  requireSignIn?: boolean;
  /**
   * Your own pages. A page at a built-in path replaces that page; the others follow the built-in ones, in the
   * menu too: top level with an `icon`, at the end of a built-in group with a `group`, off the menu with neither.
   */
  pages?: readonly DashboardRoute[];
}

function TitledPage({ route, children }: { route: DashboardRoute; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = documentTitle({ title: t(route.title) });
  }, [route, t]);
  return children;
}

/** The page of a route with its document title; one lazy component per route, so each page is its own chunk. */
function routePage(route: DashboardRoute): ReactNode {
  let Page = lazyPages.get(route);
  if (!Page) {
    Page = lazy(route.page);
    lazyPages.set(route, Page);
  }
  return (
    <TitledPage route={route}>
      <Page />
    </TitledPage>
  );
}
const lazyPages = new Map<DashboardRoute, ReturnType<typeof lazy>>();

/** Starts the frame's data on its way with the frame's code; draws nothing. */
function ShellDataPrefetch() {
  usePrefetchShellData();
  return null;
}

// The frame loads with the first page inside it, so the sign-in screen does not carry it.
const LazyDashboardShell = lazy(async () => ({
  default: (await import('./shell/DashboardShell')).DashboardShell,
}));

/**
 * Route objects for react-router, for apps that bring their own router (declarative or data router), inside
 * {@link DashboardProviders}. Pages load lazily behind their own Suspense and error boundaries; the frame's
 * layout route is the one with `children`, so your own pages can join them and draw inside the frame.
 */
export function createDashboardRoutes({
  requireSignIn = false,
  pages = [],
}: DashboardRoutesOptions = {}): RouteObject[] {
  const table = withPages(pages);
  const rootPage = (route: DashboardRoute): RouteObject => ({
    path: route.path,
    element: (
      <PageErrorBoundary key={route.path}>
        <Suspense fallback={null}>{routePage(route)}</Suspense>
      </PageErrorBoundary>
    ),
  });
  const shellPage = (route: DashboardRoute): RouteObject => ({ path: route.path, element: routePage(route) });
  const shell = (
    <RouteTableProvider value={table}>
      <ShellDataPrefetch />
      <Suspense fallback={null}>
        <LazyDashboardShell />
      </Suspense>
    </RouteTableProvider>
  );
  return [
    ...table.filter((route) => route.layout === 'root').map(rootPage),
    {
      element: requireSignIn ? <RequireSignIn>{shell}</RequireSignIn> : shell,
      children: table.filter((route) => route.layout === 'shell').map(shellPage),
    },
    { path: '*', element: <Navigate to={fallbackPath} replace /> },
  ];
}

function DashboardRoutes({
  table,
  routeObjects,
}: {
  table: readonly DashboardRoute[];
  routeObjects: RouteObject[];
}) {
  const { pathname } = useLocation();
  // The frame and the page inside it are separate lazy chunks; asking for the page at once fetches both
  // together instead of one after the other (the page's loader gets the same module when it runs).
  useEffect(() => {
    void table.find((route) => matchPath(route.path, pathname))?.page();
  }, [table, pathname]);
  return useRoutes(routeObjects);
}

/** No icon names of the app's own: the frame adds the menu's (`DashboardShell`), under any the app gives. */
const noIcons: IconMap = {};

// The dashboard's keys are its English words, so English needs no dictionary unless `languages.json` says so.
const fallbackLanguages: Language[] = [
  { key: 'en', name: 'English', locale: 'en-US', flag: 'us', hasDictionary: false },
];

/** Languages from `languages.json`, English alone until (or unless) they load. */
function Translations({ children }: { children: ReactNode }) {
  const { data: languages = fallbackLanguages } = useLanguages();
  // The list arrives while the first screen is drawn and changes every translated string's context: React
  // re-renders for it in short, interruptible slices rather than in one long task.
  const shownLanguages = useDeferredValue(languages);
  const loadWords = useDictionaryLoader();
  // A language's month and day names come with its words, so the texts and the dates change over together
  // and a calendar opened later draws its names at once. Those names never fail: English stands in.
  const loadDictionary = useCallback(
    (key: string) => Promise.all([loadWords(key), loadDateFnsLocale(key)]).then(([words]) => words),
    [loadWords],
  );
  return (
    <TranslationProvider languages={shownLanguages} loadDictionary={loadDictionary}>
      {children}
    </TranslationProvider>
  );
}

/** The theme follows the stored skin and colour-blind choice, and reads right to left for RTL languages. */
function Theme({
  settings,
  children,
}: {
  settings: ReturnType<typeof useLayoutSettings>['settings'];
  children: ReactNode;
}) {
  const { direction, locale } = useTranslation();
  return (
    <AtriumProvider
      skin={skinByName(settings.skin)}
      direction={settings.isRtl || direction === 'rtl' ? 'rtl' : 'ltr'}
      isColorBlindFriendly={settings.isColorBlindFriendly}
      locale={locale}
    >
      {children}
    </AtriumProvider>
  );
}

/** The demo's simulated providers, with the demo's own avatars as the profiles' pictures. */
function demoSocialProviders(notifier: Notifier, apiBaseUrl = 'api/'): SocialProvider[] {
  const picture = (key: string) => `${apiBaseUrl.replace(/\/?$/, '/')}avatars/${key}.svg`;
  return [
    demoSocialProvider({
      kind: 'google',
      prompt: notifier.confirm,
      profile: { username: 'Mira Okafor', picture: picture('mo') },
    }),
    demoSocialProvider({
      kind: 'facebook',
      prompt: notifier.confirm,
      profile: { username: 'Jonas Berg', picture: picture('jb') },
    }),
  ];
}

/** Props of {@link DashboardProviders}. */
export interface DashboardProvidersProps extends Pick<
  AtriumDashboardProps,
  'apiBaseUrl' | 'data' | 'socialProviders' | 'icons' | 'mapTiles' | 'pdfFonts'
> {
  /** Your router, with the routes of {@link createDashboardRoutes} in it. */
  children: ReactNode;
}

/**
 * Everything the dashboard's pages read, without a router: stored layout settings, data, translations, theme,
 * your icon names (the frame adds the menu's), notifications and the session. Put it around your own router
 * when you mount {@link createDashboardRoutes} there; {@link AtriumDashboard} is this plus a router of its own.
 */
export function DashboardProviders({
  apiBaseUrl,
  data,
  socialProviders,
  icons,
  mapTiles = openStreetMapTiles,
  pdfFonts,
  children,
}: DashboardProvidersProps) {
  const settings = useLayoutSettings();
  const [notifier] = useState<Notifier>(() => createNotifier());
  const [demoProviders] = useState(() => demoSocialProviders(notifier, apiBaseUrl));
  const fonts = useMemo(() => pdfFonts ?? defaultPdfFonts(apiBaseUrl), [pdfFonts, apiBaseUrl]);
  return (
    <DashboardSettingsContext.Provider value={settings}>
      <DataProvider baseUrl={apiBaseUrl} data={data} onError={(error) => notifier.httpError(error)}>
        <Translations>
          <Theme settings={settings.settings}>
            <IconProvider icons={icons ?? noIcons}>
              <NotificationProvider notifier={notifier}>
                <AuthProvider socialProviders={socialProviders ?? demoProviders}>
                  <MapTilesContext.Provider value={mapTiles}>
                    <PdfFontsContext.Provider value={fonts}>{children}</PdfFontsContext.Provider>
                  </MapTilesContext.Provider>
                </AuthProvider>
              </NotificationProvider>
            </IconProvider>
          </Theme>
        </Translations>
      </DataProvider>
    </DashboardSettingsContext.Provider>
  );
}

/** The complete Atrium admin dashboard: every delivered route, with theme, data, translations and notices. */
export function AtriumDashboard({
  history = 'hash',
  basename,
  requireSignIn = false,
  pages,
  ...providers
}: AtriumDashboardProps) {
  const table = useMemo(() => withPages(pages ?? []), [pages]);
  const routeObjects = useMemo(() => createDashboardRoutes({ requireSignIn, pages }), [requireSignIn, pages]);
  // The declarative routers: the dashboard uses none of the data router's loaders or actions, and they weigh
  // twice as much on every first visit.
  const Router = history === 'hash' ? HashRouter : BrowserRouter;
  return (
    <DashboardProviders {...providers}>
      <Router basename={basename}>
        <DashboardRoutes table={table} routeObjects={routeObjects} />
      </Router>
    </DashboardProviders>
  );
}
