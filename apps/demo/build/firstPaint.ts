import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import type { FirstPaint } from './firstPaintMarkup.tsx';
import { routeChunkTrees, routePreloadScript } from './routePreloads.ts';

/** Id of the static frame in `index.html`; the app removes it once React has drawn the real one. */
export const firstPaintId = 'first-paint';

/**
 * Makes the first visit paint early and load its code in one go. Puts the dashboard's frame (header, menu, ribbon, footer) around a page skeleton into the built
 * `index.html` as static HTML with its CSS, rendered from the real components, so a first visit paints before
 * any script has arrived. Hash routing keeps the server from knowing the page, so a tiny inline script hides
 * the frame before the first paint where it would be wrong: on pages outside the frame (sign-in) and for
 * visitors whose stored skin, layout or language would draw it differently (they see the app as before).
 * A second inline script preloads the opened route's whole chunk tree (see `routePreloads.ts`).
 */
export function firstPaint(): Plugin {
  return {
    name: 'atrium-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const frame = await renderWithVite();
        const preloads = bundle ? routePreloadScript(routeChunkTrees(bundle, frame.pages)) : '';
        const head = `<style id="${firstPaintId}-style">${frameCss(frame)}</style>\n<script>${frameChooser(frame)}${preloads}</script>\n`;
        return html
          .replace('</head>', `${head}</head>`)
          .replace('<div id="root">', `<div id="${firstPaintId}">${frame.html}</div><div id="root">`);
      },
    },
  };
}

/** Loads the renderer through Vite, which compiles TSX and the packages' ES modules for Node. */
async function renderWithVite(): Promise<FirstPaint> {
  const server = await createServer({
    root: fileURLToPath(new URL('..', import.meta.url)),
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    // styled-components' CommonJS entry loses its default export in Node; its ES build keeps it.
    ssr: { noExternal: ['@atrium/dashboard', '@atrium/ui', 'styled-components'] },
  });
  try {
    const markup = await server.ssrLoadModule('/build/firstPaintMarkup.tsx');
    return (markup as { renderFirstPaint: () => FirstPaint }).renderFirstPaint();
  } finally {
    await server.close();
  }
}

function frameCss({ css, mobileBreakpoint }: FirstPaint): string {
  // styled-components marks its rules for rehydration; the static frame is replaced, never rehydrated.
  const rules = css
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
  // The app moves the menu into a closed drawer on narrow windows; the static frame cannot know the width.
  return `${rules}html[data-first-paint='hidden'] #${firstPaintId}{display:none}@media (max-width:${mobileBreakpoint - 0.02}px){#${firstPaintId} aside{display:none}}`;
}

function frameChooser({ shellPaths, defaultsByStorageKey }: FirstPaint): string {
  // Runs before the first paint; storage may throw (disabled or private), which leaves the frame hidden.
  return `(function(){var shown=false;try{var path=location.hash.slice(1).split('?')[0];var defaults=${JSON.stringify(defaultsByStorageKey)};shown=${JSON.stringify(shellPaths)}.indexOf(path)>=0&&Object.keys(defaults).every(function(key){var value=localStorage.getItem(key);return value===null||value===defaults[key];});}catch(error){}if(!shown)document.documentElement.setAttribute('data-first-paint','hidden');})();`;
}
