import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkGuide, fencedBlocks, writeGuide } from './check-doc-samples.mjs';

const fence = '```';
const sample = "import { Button } from '@atrium/ui';\n\nexport const Save = () => <Button>Save</Button>;";
const page = (body: string) =>
  ['# Page', '', '<!-- sample: samples/save.tsx -->', '', `${fence}tsx`, body, fence, ''].join('\n');

let root = '';
function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'doc-samples-'));
  write('docs/guide/samples/save.tsx', `${sample}\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('fencedBlocks', () => {
  it('reads each block with its language, the sample named just before it, and its body', () => {
    const text = [
      page('one'),
      `${fence}sh`,
      'npm install',
      fence,
      'Text.',
      '',
      `${fence}ts`,
      'two',
      fence,
    ].join('\n');
    expect(fencedBlocks(text).map(({ language, sample, body }) => ({ language, sample, body }))).toEqual([
      { language: 'tsx', sample: 'samples/save.tsx', body: 'one' },
      { language: 'sh', sample: undefined, body: 'npm install' },
      { language: 'ts', sample: undefined, body: 'two' },
    ]);
  });
});

describe('checkGuide', () => {
  it('passes when every block equals its sample file', () => {
    write('docs/guide/start.md', page(sample));
    expect(checkGuide(root)).toEqual([]);
  });

  it('fails on a block that drifted from its file', () => {
    write('docs/guide/start.md', page(sample.replace('Save</Button>', 'Store</Button>')));
    expect(checkGuide(root)).toEqual([
      'docs/guide/start.md:5: the block differs from samples/save.tsx (run with --write)',
    ]);
  });

  it('fails on code without a sample file, a missing file, an unused file and JSON that does not parse', () => {
    write(
      'docs/guide/start.md',
      [
        `${fence}tsx`,
        'const x = 1;',
        fence,
        '<!-- sample: samples/gone.ts -->',
        `${fence}ts`,
        fence,
        `${fence}json`,
        '{ "a": }',
        fence,
      ].join('\n'),
    );
    expect(checkGuide(root)).toEqual([
      'docs/guide/start.md:1: a tsx block without a "<!-- sample: … -->" file',
      'docs/guide/start.md:5: samples/gone.ts does not exist',
      expect.stringMatching(/^docs\/guide\/start\.md:7: the JSON block does not parse/),
      'docs/guide/samples/save.tsx: no guide page includes this sample',
    ]);
  });
});

describe('writeGuide', () => {
  it('copies each sample file into its block, leaving the rest of the page alone', () => {
    write('docs/guide/start.md', page('stale'));
    expect(writeGuide(root)).toEqual(['docs/guide/start.md']);
    expect(readFileSync(join(root, 'docs/guide/start.md'), 'utf8')).toBe(page(sample));
    expect(checkGuide(root)).toEqual([]);
  });
});
