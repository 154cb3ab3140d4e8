import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { DashboardFirstPaint, routes } from '@atrium/dashboard';
import {
  PageHeader,
  createTheme,
  defaultLayoutSettings,
  layout,
  layoutSettingKeys,
  skinByName,
  type LayoutSettings,
} from '@atrium/ui';
import { headingTemplateId } from './firstPaintIds.ts';
import type { PageHeading } from './pageHeading.ts';
import { pageHeadings } from './pageHeadings.tsx';

/** What the demo's `index.html` needs to paint the frame before its scripts run. */
export interface FirstPaint {
  /** The frame's static markup. */
  html: string;
  /**
   * Each page's own top heading, as a `<template>` whose id is `headingTemplateId` of the page's path: a
   * script puts the opened page's into the skeleton before the first paint, so the page's largest text so far
   * shows at once.
   */
  headingTemplates: string;
  /** The CSS its styled components generated, global styles included. */
  css: string;
  /** Paths drawn inside the frame; every other path (sign-in, unknown) must not show it. */
  shellPaths: string[];
  /** Each route's page module, relative to the dashboard package's `dist`, and whether the frame draws it. */
  pages: RoutePage[];
  /** Stored keys with the value the frame was drawn for; any other stored value changes its looks. */
  defaultsByStorageKey: Record<string, string>;
  /** Narrower windows get the menu as a closed drawer, out of the page's flow. */
  mobileBreakpoint: number;
}

/** A route of the dashboard and the module of its lazily loaded page. */
export interface RoutePage {
  path: string;
  isInShell: boolean;
  /** e.g. `pages/dashboard/DashboardPage.js` */
  module: string;
}

// The keys the dashboard's settings and language are stored under (useLayoutSettings, TranslationProvider).
const layoutNamespace = 'atrium.layout';
const languageKey = 'atrium.language';

// A heading's icon arrives with the page's code; the frame keeps its place so the title does not move then.
const iconPlace = <svg aria-hidden="true" viewBox="0 0 1 1" />;

/** The headings as templates, their styles collected into the frame's sheet. */
function renderHeadingTemplates(headings: Record<string, PageHeading>, sheet: ServerStyleSheet): string {
  const theme = createTheme(skinByName(defaultLayoutSettings.skin), { direction: 'ltr' });
  return Object.entries(headings)
    .map(([path, { title, subtitle, hasIcon }]) => {
      const heading = renderToString(
        sheet.collectStyles(
          <ThemeProvider theme={theme}>
            <PageHeader title={title} subtitle={subtitle} icon={hasIcon ? iconPlace : undefined} />
          </ThemeProvider>,
        ),
      );
      return `<template id="${headingTemplateId(path)}">${heading}</template>`;
    })
    .join('');
}

/** Renders the dashboard's frame around a page skeleton to static HTML, collecting its styles. */
export async function renderFirstPaint(): Promise<FirstPaint> {
  const headings = await pageHeadings(routes);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<DashboardFirstPaint />));
    const headingTemplates = renderHeadingTemplates(headings, sheet);
    const settings = Object.keys(layoutSettingKeys) as (keyof LayoutSettings)[];
    return {
      html,
      headingTemplates,
      css: sheet.instance.toString(),
      shellPaths: routes.filter((route) => route.layout === 'shell').map((route) => route.path),
      pages: routes.map((route) => ({
        path: route.path,
        isInShell: route.layout === 'shell',
        module: pageModule(route.page),
      })),
      defaultsByStorageKey: {
        ...Object.fromEntries(
          settings.map((setting) => [
            `${layoutNamespace}.${layoutSettingKeys[setting]}`,
            String(defaultLayoutSettings[setting]),
          ]),
        ),
        [languageKey]: 'en',
      },
      mobileBreakpoint: layout.mobileBreakpoint,
    };
  } finally {
    sheet.seal();
  }
}

/**
 * The module a route's `page` loader imports. The table only holds the loader function, and some pages cannot
 * load in Node (they run browser code as they load), so the import's specifier is read from the loader's source.
 */
function pageModule(loader: () => unknown): string {
  // The specifier may be an absolute path; a folder whose name merely ends in "pages" (a checkout called
  // `site-pages`, say) must not be taken for the dashboard's `pages/` folder.
  const found = /(?<![\w-])(pages\/[\w/-]+\.js)/.exec(String(loader))?.[1];
  if (!found) throw new Error(`Cannot tell which module this route page loads: ${String(loader)}`);
  return found;
}
