import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { faHouse, faSchoolCircleExclamation } from '@fortawesome/free-solid-svg-icons';

// Bundles a snippet the way an app's production build would, with React and styled-components external,
// to check that drawing a few icons does not carry the whole Font Awesome set (or the glyph map).
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: path.dirname(fileURLToPath(import.meta.url)), loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-aria'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const unusedPath = faSchoolCircleExclamation.icon[4] as string;

describe('tree-shaking', () => {
  it('keeps only the five icons a page draws, not the set or the glyph map', async () => {
    const code = await bundle(`
      import { Icon } from './index';
      import { faCheck, faHouse, faLock, faStar, faUser } from '@fortawesome/free-solid-svg-icons';
      export const page = [faCheck, faHouse, faLock, faStar, faUser].map((icon) => <Icon icon={icon} />);
    `);
    expect(code).toContain(faHouse.icon[4] as string);
    expect(code).not.toContain(unusedPath);
    expect(code).not.toContain('glyphicon-');
    expect(code.length).toBeLessThan(10_000);
  });

  it('keeps the event map small', async () => {
    const code = await bundle(`export { eventIcons } from './index';`);
    expect(code).toContain('fa-clock-o');
    expect(code).not.toContain('glyphicon-');
    expect(code.length).toBeLessThan(5_000);
  });

  it('brings the glyph map along with Glyph, but only the definitions it lists', async () => {
    const code = await bundle(`export { Glyph } from './index';`);
    expect(code).toContain('glyphicon-star');
    expect(code).not.toContain(unusedPath);
    expect(code.length).toBeLessThan(150_000);
  });
});
