import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, findChromium } from './.ci/chromium.mjs';
import { FlakyTestReporter } from './.ci/flakyTestReporter.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const alias = {
  '@atrium/ui': path.join(dirname, 'packages/ui/src/index.ts'),
  '@atrium/dashboard': path.join(dirname, 'packages/dashboard/src/index.ts'),
};

// First tests of a run include the browser's cold start; a generous limit keeps a busy 2-core machine green.
const browserTestTimeout = 60_000;
// Parallel files share one browser tab as iframes: keyboard focus jumps between them and off-screen frames
// are throttled, so focus and animation tests turn flaky. One file at a time keeps them deterministic.
const fileParallelism = false;
// On CI a browser test gets one more attempt: a loaded 2-core machine now and then loses an input event (a
// click that never reaches the page). A test that fails twice still fails the run, and the flaky-test
// reporter names every test that needed the second attempt, so none passes for clean.
const retry = process.env.CI ? 1 : 0;

// Pre-bundled up front, so a first run never sees two copies of React while Vite re-optimises mid-run; the
// flag package is left out because its 254 one-flag modules are loaded lazily and need no bundling.
const optimizeDeps = {
  include: [
    'react-dom/client',
    'styled-components',
    'react-aria',
    'react-stately',
    'downshift',
    '@floating-ui/react',
    'date-fns',
    'date-fns/format',
    'date-fns/isValid',
    'date-fns/locale/en-US',
    'date-fns/parse',
    '@internationalized/date',
    'axe-core',
    '@dnd-kit/core',
    '@dnd-kit/sortable',
    '@dnd-kit/utilities',
    '@visx/scale',
    '@visx/shape',
    '@visx/group',
    '@visx/responsive',
    '@visx/curve',
    '@visx/brush',
    '@visx/event',
    'react-simple-maps',
    'd3-geo',
    'topojson-client',
    '@tanstack/react-table',
    '@tanstack/react-virtual',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'dompurify',
    'leaflet',
    'react-dropzone',
    'zod/mini',
    'marked',
    '@tiptap/react',
    '@tiptap/starter-kit',
    '@tiptap/extension-image',
    '@tiptap/extension-table',
    'ical.js',
    'write-excel-file/universal',
    'read-excel-file/browser',
    'jspdf',
    'jspdf-autotable',
    '@storybook/addon-docs/blocks',
    'storybook/theming',
  ],
  exclude: ['country-flag-icons'],
};

// The component test that checks every story in every skin runs in a project of its own, after the component
// tests (.ci/browser-tests.mjs), so the two browser processes finish at about the same time.
const everyStoryInEverySkin = 'packages/ui/src/theme/skins.a11y.test.tsx';

// Component test files that need a page of their own: they replace a module before the code under test loads
// it (vi.mock), check what happens before some code has loaded, or count on page-wide state starting fresh
// (react-aria's tooltip warm-up, which shows later tooltips at once for a while after one has shown).
const needsFreshPage = [
  'packages/*/src/**/*.{lazy,loading,offline}.test.tsx',
  'packages/ui/src/line-chart/LineChart.timeScale.test.tsx',
  'packages/ui/src/html-sanitizer/trustedTypes.test.tsx',
  'packages/ui/src/tooltip/Tooltip.test.tsx',
  'packages/ui/src/widget/Widget.test.tsx',
  // On a shared page this file's bug report now and then never shows its dialog or its notification, after
  // some earlier files only; which file leaves what behind is not found yet, so it keeps a page of its own.
  'packages/dashboard/src/pages/dashboard/LiveStatsTab.test.tsx',
];
const componentTests = ['packages/*/src/**/*.test.tsx', 'docs/**/*.test.tsx'];

// The browser projects run in two processes at once (.ci/browser-tests.mjs); each project pre-bundles into a
// folder of its own, so neither process reads the other's half-written bundles on a first run.
const browserCacheDir = (project: string) => path.join(dirname, 'node_modules/.vite', project);

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});

/** What a browser project's tests choose; the rest every browser project shares. */
interface BrowserTests {
  /** The test files; the Storybook plugin sets its own, the stories. */
  include?: string[];
  exclude?: string[];
  isolate?: boolean;
  setupFiles?: string[];
}

/** A project whose tests run in Chromium, pre-bundling into a folder named after it unless told otherwise. */
const browserProject = (
  name: string,
  tests: BrowserTests,
  { plugins = [react()] as PluginOption[], cacheDir = name } = {},
) => ({
  plugins,
  resolve: { alias },
  optimizeDeps,
  cacheDir: browserCacheDir(cacheDir),
  test: { name, ...tests, testTimeout: browserTestTimeout, fileParallelism, retry, browser: browser() },
});

export default defineConfig({
  test: {
    reporters: ['default', new FlakyTestReporter()],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          // The files run in one module graph instead of a fresh one each: importing the sources again for every
          // file took four times as long as the tests. None replaces a module or keeps state between files.
          isolate: false,
          testTimeout: 20_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/demo/**/*.test.ts',
            'bench/**/*.test.ts',
            '.ci/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
        },
      },
      browserProject('component', {
        include: componentTests,
        exclude: [everyStoryInEverySkin, ...needsFreshPage],
        // The files share one page, one after another, as the story files do: loading React, styled-components
        // and the packages into a fresh frame for each file took a third of this project's time.
        isolate: false,
        setupFiles: [
          path.join(dirname, 'packages/ui/test/sharedPageCleanup.ts'),
          path.join(dirname, 'packages/ui/test/unmountBetweenTests.ts'),
        ],
      }),
      // Runs in the same process right after the component tests, so it reuses their pre-bundled dependencies.
      browserProject('component-fresh-page', { include: needsFreshPage }, { cacheDir: 'component' }),
      browserProject('skins', { include: [everyStoryInEverySkin] }),
      browserProject(
        'storybook',
        {
          // The story files share one page, one after another, instead of each loading React, styled-components
          // and the packages into a fresh frame: that loading took longer than the stories' own tests. Stories
          // render into a container of their own and undo what they change (packages/ui/test/sharedPageCleanup.ts).
          isolate: false,
          setupFiles: [path.join(dirname, 'packages/ui/test/sharedPageCleanup.ts')],
        },
        { plugins: [react(), storybookTest({ configDir: path.join(dirname, '.storybook') })] },
      ),
    ],
  },
});
