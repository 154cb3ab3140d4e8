// Fails when a published source cites the product spec by section ("spec §9", "spec section 5"). That
// document is not shipped, so such a comment tells someone reading our TSDoc or Storybook nothing: state the
// behaviour and its reason instead. Tests and docs/contributing.md are for us and may keep their citations.
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const citation = /§\s*\d|\bspec(?:ification)?\s+sections?\s+\d/i;

/** 1-based numbers of the lines of `text` that cite a spec section. */
export function citedLines(text) {
  return text.split('\n').flatMap((line, index) => (citation.test(line) ? [index + 1] : []));
}

/** Whether a path (relative to the root, `/`-separated) is published: sources outside tests, Storybook, docs. */
export function isPublished(path) {
  if (path === 'docs/contributing.md') return false;
  if (path.startsWith('.storybook/') || path.startsWith('docs/')) return true;
  if (!/^packages\/[^/]+\/src\//.test(path)) return false;
  return !/(^|\/)test\//.test(path) && !/\.test\.[^/]+$/.test(path);
}

function* filesUnder(root, folder) {
  let entries;
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* filesUnder(root, path);
    } else if (entry.isFile()) yield path.split(sep).join('/');
  }
}

/** Every citation under `root`, as `file:line: text`. */
export function findCitations(root) {
  const packages = readdirSync(join(root, 'packages'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}/src`);
  const found = [];
  for (const folder of [...packages, '.storybook', 'docs']) {
    for (const path of filesUnder(root, folder)) {
      if (!isPublished(path)) continue;
      const text = readFileSync(join(root, path), 'utf8');
      if (text.includes('\0')) continue;
      const lines = text.split('\n');
      for (const number of citedLines(text)) found.push(`${path}:${number}: ${lines[number - 1].trim()}`);
    }
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findCitations(fileURLToPath(new URL('..', import.meta.url)));
  if (found.length > 0) {
    console.error(
      `${found.length} published comment(s) cite the product spec by section, which users cannot read.\n` +
        'State the behaviour and its reason instead (tests and docs/contributing.md may keep citations):\n' +
        found.map((line) => `  ${line}`).join('\n'),
    );
    process.exit(1);
  }
}
