import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { citedLines, findCitations, isPublished } from './check-doc-citations.mjs';

describe('citedLines', () => {
  it('finds a section sign before a number and "spec section N", in any case', () => {
    const text = [
      '/** Default 90 (spec §9). */',
      '// see § 4 for the rules',
      '/** Described in Spec section 5. */',
      '/** Spec sections 2 and 3. */',
      '/** Default 90, the width of a line sparkline. */',
      '/** A § alone, or a section of the page. */',
    ].join('\n');
    expect(citedLines(text)).toEqual([1, 2, 3, 4]);
  });
});

describe('isPublished', () => {
  it('covers package sources, Storybook and docs, but not tests or the contributing guide', () => {
    expect(isPublished('packages/ui/src/dialog/Dialog.tsx')).toBe(true);
    expect(isPublished('packages/ui/src/dialog/Dialog.stories.tsx')).toBe(true);
    expect(isPublished('.storybook/preview.tsx')).toBe(true);
    expect(isPublished('docs/theming.md')).toBe(true);
    expect(isPublished('packages/ui/src/dialog/Dialog.test.tsx')).toBe(false);
    expect(isPublished('packages/ui/src/voice-command/test/fakeRecognition.ts')).toBe(false);
    expect(isPublished('packages/ui/test/naughtyStrings.ts')).toBe(false);
    expect(isPublished('docs/contributing.md')).toBe(false);
    expect(isPublished('e2e/routes.spec.ts')).toBe(false);
  });
});

describe('findCitations', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function write(path: string, text: string) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('reports file and line of each citation in published files only', () => {
    root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
    write('packages/ui/src/chart/Chart.tsx', 'export {};\n/** Default 1500 (spec §9). */\n');
    write('packages/ui/src/chart/Chart.test.tsx', '// spec §9\n');
    write('docs/guide.md', 'Intro\n\nAs spec section 4 says.\n');
    write('docs/contributing.md', 'Cite spec §2 in tests.\n');
    write('.storybook/preview.ts', '// Clean.\n');
    expect(findCitations(root).sort()).toEqual([
      'docs/guide.md:3: As spec section 4 says.',
      'packages/ui/src/chart/Chart.tsx:2: /** Default 1500 (spec §9). */',
    ]);
  });
});
