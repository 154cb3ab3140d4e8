import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunkGroups.ts';
import { contentSecurityPolicy } from './build/contentSecurityPolicy.ts';
import { firstPaint } from './build/firstPaint.ts';
import { fontAwesomeIconModules } from './build/fontAwesomeIconModules.ts';
import { uploadServer } from './build/uploadServer.ts';
import { mapTiles } from './src/mapTiles.ts';

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
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
