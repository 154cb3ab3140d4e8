import type { Rolldown } from 'vite';

type ChunkGroup = NonNullable<Rolldown.CodeSplittingOptions['groups']>[number];

// What every page of the dashboard runs before it draws anything: React, styled-components, the router, the
// data client and react-aria's shared interaction, focus and i18n code. Cached on its own, as it changes least.
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|react-router|@tanstack[\\/](react-query|query-core)|zod|@internationalized[\\/](string|number|message))[\\/]/;
const reactAriaSharedParts =
  /node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](interactions|utils|focus|i18n|ssr|visually-hidden)[\\/]/;

// Where the dashboard package's modules sit in the build's module ids (a workspace link or an installed copy).
const dashboardDist = String.raw`(?:packages[\\/]dashboard|@atrium[\\/]dashboard)[\\/]dist[\\/]`;
const signInPages = new RegExp(`${dashboardDist}pages[\\\\/]auth[\\\\/]`);

/**
 * How the demo's code is cut into files. Left to automatic splitting, every set of pages sharing a few modules
 * got a file of its own: a first visit to /dashboard fetched 99 files, most of one or two KB. A phone pays a
 * round trip for each file however small, and a browser opens only six connections per host on HTTP/1.1, so
 * the count, not the bytes, set how late the page drew. Each group takes the modules its `test` matches and,
 * transitively, everything those import that a group of higher priority has not taken:
 *
 * - `framework`: the libraries above.
 * - `start`: what the entry runs (the app's root, routes, providers), so nothing it needs sits in a file
 *   that also holds frame code, and no two files import each other (a cycle can run a module before the
 *   module it calls has set up).
 * - `sign-in-pages`: the sign-in pages themselves, a file each, so no page in the frame loads their code.
 * - `sign-in`: what the sign-in pages draw with (fields, buttons, cards). The pages in the frame share most of
 *   it, so the sign-in pages never load the frame's file.
 * - `frame`: the shell (header, menu, ribbon, footer) and everything else it draws with.
 *
 * A page's own modules keep automatic splitting. Against automatic splitting, a first visit to /dashboard
 * fetches 43 files instead of 99 and about 11 KB less; /login 6 files instead of 30 and about 5 KB less.
 */
export const chunkGroups: ChunkGroup[] = [
  {
    name: 'framework',
    test: (id) => frameworkPackages.test(id) || reactAriaSharedParts.test(id),
    priority: 4,
  },
  { name: 'start', test: /[\\/]apps[\\/]demo[\\/]src[\\/]main\.tsx$/, priority: 3 },
  {
    name: 'sign-in-pages',
    test: signInPages,
    includeDependenciesRecursively: false,
    entriesAware: true,
    priority: 2.5,
  },
  { name: 'sign-in', test: signInPages, priority: 2 },
  { name: 'frame', test: new RegExp(`${dashboardDist}shell[\\\\/]DashboardShell\\.js$`), priority: 1 },
];
