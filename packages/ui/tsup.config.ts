import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per widget room as well as the index, so the ESM build splits into per-room chunks: with
// `sideEffects: false`, an app's bundler drops every room it does not import, even though styled-components
// definitions run code at module level.
const rooms = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/${entry.name}/index.ts`))
  .map((entry) => entry.name);

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(rooms.map((room) => [`${room}/index`, `src/${room}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: 'src/index.ts', compilerOptions: { composite: false } },
  tsconfig: 'tsconfig.build.json',
  sourcemap: true,
  clean: true,
  // Every component uses hooks, so React Server Component hosts must treat the bundle as client code.
  banner: { js: '"use client";' },
});
