import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './build/contentSecurityPolicy.ts';
import { firstPaint } from './build/firstPaint.ts';
import { fontAwesomeIconModules } from './build/fontAwesomeIconModules.ts';
import { uploadServer } from './build/uploadServer.ts';
import { mapTiles } from './src/mapTiles.ts';

// What every page of the dashboard runs before it draws anything: React, styled-components, the router, the
// data client and react-aria's shared interaction, focus and i18n code. Left to automatic splitting these
// arrive as some twenty small files (each compressed on its own, so compressing worse); in one cached chunk
// a first visit to a page in the frame downloads about 7 KB less, the sign-in page about 3 KB more.
const frameworkPackages =
  /node_modules[\\/](react|react-dom|scheduler|styled-components|stylis|react-router|@tanstack[\\/](react-query|query-core)|zod|@internationalized[\\/](string|number|message))[\\/]/;
const reactAriaSharedParts =
  /node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](interactions|utils|focus|i18n|ssr|visually-hidden)[\\/]/;

// The policy lets images come from the tile server, and calls go to a REST server on a loopback port (what
// `?rest=` points at with `npm run demo:rest` and in the tests) or to API origins named at build time
// (`ATRIUM_API_ORIGINS="https://api.example.com"`, space-separated).
const policyOrigins = {
  images: [new URL(mapTiles.url).origin],
  connections: [
    'http://127.0.0.1:*',
    'http://localhost:*',
    ...(process.env.ATRIUM_API_ORIGINS ?? '').split(/\s+/).filter(Boolean),
  ],
};

// Relative asset and data URLs, plus hash routing, let the built demo run from any folder of any static host.
export default defineConfig({
  base: './',
  plugins: [
    react(),
    fontAwesomeIconModules(),
    firstPaint(),
    uploadServer(),
    contentSecurityPolicy(policyOrigins),
  ],
  build: {
    // The size budgets (npm run size) measure what each page really fetches; Vite's own gzip column would only
    // compress every file a second time.
    reportCompressedSize: false,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => frameworkPackages.test(id) || reactAriaSharedParts.test(id),
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
