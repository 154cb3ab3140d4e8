import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Builds Flag the way an app's production build would (code splitting on) to check that each flag is a chunk
// of its own, fetched on demand, and that the code drawing one flag holds none of them.
async function bundleFlag() {
  const result = await build({
    stdin: {
      contents: `export { Flag, flagCodes } from './index';`,
      resolveDir: path.dirname(fileURLToPath(import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    splitting: true,
    outdir: 'out',
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-aria'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const isEntry = (file: { path: string }) => path.basename(file.path) === 'stdin.js';
  const entry = result.outputFiles.find(isEntry)!.text;
  return { entry, chunks: result.outputFiles.filter((file) => !isEntry(file)).map((file) => file.text) };
}

describe('lazy flags', () => {
  it('splits every flag into its own small chunk and keeps all flag markup out of the entry', async () => {
    const { entry, chunks } = await bundleFlag();
    expect(entry).not.toContain('<svg');
    expect(entry.length).toBeLessThan(15_000);
    const flagChunks = chunks.filter((chunk) => chunk.includes('<svg'));
    expect(flagChunks.length).toBeGreaterThanOrEqual(250);
    expect(flagChunks.every((chunk) => chunk.split('<svg').length === 2)).toBe(true);
  });
});
