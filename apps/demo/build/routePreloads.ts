import type { Rolldown } from 'vite';
import type { RoutePage } from './firstPaintMarkup.tsx';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// Where the dashboard package's modules sit in the build's module ids (a workspace link or an installed copy).
const dashboardDist = /[\\/](?:packages[\\/]dashboard|@atrium[\\/]dashboard)[\\/]dist[\\/]/;
const shellModule = 'shell/DashboardShell.js';

/** Route path → every chunk its first screen needs beyond those `index.html` already preloads. */
export function routeChunkTrees(bundle: OutputBundle, pages: readonly RoutePage[]): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // A page's module may share a chunk with others (see chunkGroups.ts), so look for the chunk holding it.
  const byModule = (module: string) => {
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.some(
        (id) => dashboardDist.test(id) && id.replace(/\\/g, '/').endsWith(`/dist/${module}`),
      ),
    );
    if (!chunk) throw new Error(`No chunk of the build holds the dashboard's ${module}.`);
    return chunk;
  };
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // Static imports are fetched before a chunk runs, so a chunk's whole tree is known up front.
  const tree = (chunk: OutputChunk, into = new Set<string>()) => {
    if (into.has(chunk.fileName)) return into;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFileName.get(file);
      if (imported) tree(imported, into);
    }
    return into;
  };
  const preloadedAlready = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) tree(entry, preloadedAlready);
  const shellTree = tree(byModule(shellModule));
  return Object.fromEntries(
    pages.map((page) => {
      const files = new Set([...tree(byModule(page.module)), ...(page.isInShell ? shellTree : [])]);
      return [page.path, [...files].filter((file) => !preloadedAlready.has(file)).sort()];
    }),
  );
}

// Starting a request costs the page's main thread several milliseconds on a phone (traced at a 4× slowdown, 20
// to 30 ms a link), so even five in one task made a long one. One per task keeps each task short, and the
// requests still all start within a moment.
const linksPerTask = 1;

/**
 * Inline script that adds a `modulepreload` link for each of `everyRoute` (the entry's imports) and each chunk
 * of the opened route's tree, so the browser fetches the frame, the page and everything they import at once
 * instead of discovering each level only after the previous one has run. Files are listed once and referred to
 * by index, which keeps the script small. The entry's imports come first.
 */
export function routePreloadScript(trees: Record<string, string[]>, everyRoute: readonly string[]): string {
  const files = [...new Set(Object.values(trees).flat())].sort();
  const indexes = Object.fromEntries(
    Object.entries(trees).map(([path, tree]) => [path, tree.map((file) => files.indexOf(file))]),
  );
  return `(function(){var files=${JSON.stringify(files)};var routes=${JSON.stringify(indexes)};var tree=(routes[location.hash.slice(1).split('?')[0]]||[]).map(function(index){return files[index];});var hrefs=${JSON.stringify(everyRoute)}.concat(tree);(function add(from){hrefs.slice(from,from+${linksPerTask}).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);});if(from+${linksPerTask}<hrefs.length)setTimeout(add,0,from+${linksPerTask});})(0);})();`;
}
