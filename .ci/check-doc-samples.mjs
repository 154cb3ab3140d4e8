// Keeps the user guide's code samples compiling: every TypeScript or JavaScript block in docs/guide/*.md is a
// copy of a file under docs/guide/samples/ (named by the `<!-- sample: … -->` comment before it), and those
// files are type-checked and linted with the rest of the repository. This check fails when a block and its
// file differ, when a block names no file, and when a sample file is used by no page; JSON blocks must parse.
// `--write` copies every sample file into its block instead.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const guideFolder = join('docs', 'guide');
const samplesFolder = join(guideFolder, 'samples');
const codeLanguages = new Set(['ts', 'tsx', 'js', 'jsx', 'mjs']);
const freeLanguages = new Set(['sh', 'text']);
const marker = /^<!--\s*sample:\s*(\S+)\s*-->$/;
const fence = /^```(\S*)\s*$/;

/** The fenced blocks of a Markdown text: language, the sample it names, its body, and its line range. */
export function fencedBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  let sample;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const named = marker.exec(line.trim());
    if (named) {
      sample = named[1];
      continue;
    }
    const opening = fence.exec(line);
    if (!opening) {
      if (line.trim() !== '') sample = undefined;
      continue;
    }
    const close = lines.findIndex((candidate, at) => at > index && candidate.startsWith('```'));
    const end = close === -1 ? lines.length : close;
    blocks.push({
      language: opening[1],
      sample,
      body: lines.slice(index + 1, end).join('\n'),
      start: index + 1,
      end,
    });
    sample = undefined;
    index = end;
  }
  return blocks;
}

const guidePages = (root) =>
  readdirSync(join(root, guideFolder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(guideFolder, name));

function* sampleFiles(root, folder = samplesFolder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sampleFiles(root, path);
    else if (!entry.name.endsWith('.d.ts')) yield path;
  }
}

const slashes = (path) => path.split(sep).join('/');
const readSample = (root, name) => {
  try {
    return readFileSync(join(root, guideFolder, name), 'utf8').replace(/\n$/, '');
  } catch {
    return undefined;
  }
};

/** Every way the guide's blocks differ from the sample files under `root`, as `file:line: problem`. */
export function checkGuide(root) {
  const problems = [];
  const used = new Set();
  for (const page of guidePages(root)) {
    const where = (line) => `${slashes(page)}:${line}`;
    for (const block of fencedBlocks(readFileSync(join(root, page), 'utf8'))) {
      if (block.language === 'json') {
        try {
          JSON.parse(block.body);
        } catch (error) {
          problems.push(`${where(block.start)}: the JSON block does not parse (${error.message})`);
        }
      } else if (codeLanguages.has(block.language)) {
        if (!block.sample) {
          problems.push(
            `${where(block.start)}: a ${block.language} block without a "<!-- sample: … -->" file`,
          );
          continue;
        }
        used.add(slashes(join(guideFolder, block.sample)));
        const sample = readSample(root, block.sample);
        if (sample === undefined) problems.push(`${where(block.start)}: ${block.sample} does not exist`);
        else if (sample !== block.body)
          problems.push(`${where(block.start)}: the block differs from ${block.sample} (run with --write)`);
      } else if (!freeLanguages.has(block.language)) {
        problems.push(`${where(block.start)}: a block in "${block.language || 'no language'}"`);
      }
    }
  }
  for (const file of sampleFiles(root)) {
    if (!used.has(slashes(file))) problems.push(`${slashes(file)}: no guide page includes this sample`);
  }
  return problems;
}

/** Copies each sample file into the blocks that name it; returns the pages it changed. */
export function writeGuide(root) {
  const changed = [];
  for (const page of guidePages(root)) {
    const text = readFileSync(join(root, page), 'utf8');
    const lines = text.split('\n');
    for (const block of fencedBlocks(text).reverse()) {
      const sample = block.sample && readSample(root, block.sample);
      if (sample === undefined || !codeLanguages.has(block.language)) continue;
      lines.splice(block.start, block.end - block.start, ...sample.split('\n'));
    }
    const next = lines.join('\n');
    if (next !== text) {
      writeFileSync(join(root, page), next);
      changed.push(slashes(page));
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.argv.includes('--write')) {
    for (const page of writeGuide(root)) console.log(`updated ${page}`);
  }
  const problems = checkGuide(root);
  if (problems.length > 0) {
    console.error(
      `The guide's code samples and docs/guide/samples/ disagree:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
}
