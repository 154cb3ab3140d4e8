import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../docs/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Page stories fetch the same api/ files the demo serves.
  staticDirs: ['../apps/demo/public'],
  core: { disableTelemetry: true },
  // The props tables and controls come from reading every component's source, half of a build's time. The story
  // tests (vitest, which sets VITEST) render and play the stories and never show a table, so they skip it, as
  // does the suite's build, which only proves that Storybook compiles.
  typescript: {
    reactDocgen:
      process.env.VITEST || process.env.ATRIUM_STORYBOOK_WITHOUT_PROPS_TABLES ? false : 'react-docgen',
  },
  // Stories run against the packages' sources, so no build is needed first.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Vite's report compresses every one of the build's thousands of files to print its gzip size; nothing reads
    // those figures (the size budgets measure the demo).
    build: { ...viteConfig.build, reportCompressedSize: false },
    resolve: {
      ...viteConfig.resolve,
      alias: {
        '@atrium/ui': path.join(root, 'packages/ui/src/index.ts'),
        '@atrium/dashboard': path.join(root, 'packages/dashboard/src/index.ts'),
      },
    },
  }),
};

export default config;
