import { buildSync } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * Every source module the index reaches (dynamic imports included) becomes an entry of its own, so the ESM
 * build mirrors the source tree file by file. An app's bundler then keeps only the modules it imports
 * (`sideEffects: false`) and splits them along the app's own lazy routes: in a merged chunk it would keep
 * every `forwardRef(…)` and styled-components call, since a call at module level may have side effects.
 */
function reachableModules(index: string): string[] {
  const { metafile } = buildSync({
    entryPoints: [index],
    bundle: true,
    packages: 'external',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  return Object.keys(metafile.inputs).filter((path) => path.startsWith('src/'));
}

/** The tsup build of an Atrium package, run from the package's folder. */
export function defineLibraryConfig() {
  return defineConfig({
    entry: reachableModules('src/index.ts'),
    format: ['esm', 'cjs'],
    splitting: true,
    dts: { entry: 'src/index.ts', compilerOptions: { composite: false } },
    tsconfig: 'tsconfig.build.json',
    sourcemap: true,
    clean: true,
    // Every component uses hooks, so React Server Component hosts must treat the bundle as client code.
    banner: { js: '"use client";' },
  });
}
