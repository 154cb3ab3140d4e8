// Gzip size of importing named exports from a built package, with React and styled-components external,
// so the number is what the import adds to an app that already has them. Measures tree-shaking.
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];

/** Bytes of gzip for `import { ...names } from pkg`, bundled and minified alone. */
export async function importCost(pkg, names, plugins = []) {
  const source = names
    ? `import { ${names.join(', ')} } from '${pkg}'; export default [${names.join(', ')}];`
    : `import * as all from '${pkg}'; export default all;`;
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    plugins,
    logLevel: 'silent',
    // Measure the built package as npm ships it, not the sources the workspace tsconfig maps to.
    tsconfigRaw: {},
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/**
 * Bytes of gzip for `import { ...names } from pkg` split where the package splits it: `eager` is what the
 * import adds at once, `lazy` what its dynamic import of the modules matching `lazyModules` fetches on first
 * use (an editor's engine, say), with everything those modules bring.
 */
export async function splitImportCost(pkg, names, lazyModules) {
  const total = await importCost(pkg, names);
  const eager = await importCost(pkg, names, [
    {
      name: 'lazy-modules-apart',
      setup: (build) => build.onResolve({ filter: lazyModules }, ({ path }) => ({ path, external: true })),
    },
  ]);
  return { eager, lazy: total - eager };
}
