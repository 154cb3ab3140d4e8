import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { firstPaintId, headingTemplateId } from './firstPaintIds.ts';
import type { FirstPaint } from './firstPaintMarkup.tsx';
import { routeChunkTrees, routePreloadScript } from './routePreloads.ts';

/**
 * Makes the first visit paint early and load its code in one go. Puts the dashboard's frame (header, menu, ribbon, footer) around a page skeleton into the built
 * `index.html` as static HTML with its CSS, rendered from the real components, so a first visit paints before
 * any script has arrived. Hash routing keeps the server from knowing the page, so a tiny inline script hides
 * the frame before the first paint where it would be wrong: on pages outside the frame (sign-in) and for
 * visitors whose stored skin, layout or language would draw it differently (they see the app as before).
 * A second inline script preloads the opened route's whole chunk tree (see `routePreloads.ts`), and a third, right
 * after the frame, puts the opened page's own heading into the skeleton.
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
        const body = `<div id="${firstPaintId}">${frame.html}${frame.headingTemplates}</div><script>${headingChooser()}</script>`;
        return html.replace('</head>', `${head}</head>`).replace('<div id="root">', `${body}<div id="root">`);
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
    return await (markup as { renderFirstPaint: () => Promise<FirstPaint> }).renderFirstPaint();
  } finally {
    await server.close();
  }
}

function frameCss({ css, mobileBreakpoint }: FirstPaint): string {
  // styled-components marks its rules for rehydration; the static frame is replaced, never rehydrated.
  const rules = css
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
  // The app moves the menu into a closed drawer on narrow windows; the static frame cannot know the width. While
  // the frame shows, the app draws under it unseen and at full width, so what it measures is right when it shows.
  const drawingUnseen = `html:not([data-first-paint='hidden']) #${firstPaintId}~#root{visibility:hidden;position:absolute;inset:0 0 auto}`;
  return `${rules}html[data-first-paint='hidden'] #${firstPaintId}{display:none}@media (max-width:${mobileBreakpoint - 0.02}px){#${firstPaintId} aside{display:none}}${drawingUnseen}`;
}

function headingChooser(): string {
  // Runs right after the frame's markup, before the first paint: the opened page's heading, if it has one.
  const prefix = JSON.stringify(headingTemplateId(''));
  return `(function(){var slot=document.querySelector('#${firstPaintId} [data-first-paint-heading]');var heading=document.getElementById(${prefix}+location.hash.slice(1).split('?')[0]);if(slot&&heading)slot.replaceChildren(heading.content.cloneNode(true));})();`;
}

function frameChooser({ shellPaths, defaultsByStorageKey }: FirstPaint): string {
  // Runs before the first paint; storage may throw (disabled or private), which leaves the frame hidden.
  return `(function(){var shown=false;try{var path=location.hash.slice(1).split('?')[0];var defaults=${JSON.stringify(defaultsByStorageKey)};shown=${JSON.stringify(shellPaths)}.indexOf(path)>=0&&Object.keys(defaults).every(function(key){var value=localStorage.getItem(key);return value===null||value===defaults[key];});}catch(error){}if(!shown)document.documentElement.setAttribute('data-first-paint','hidden');})();`;
}
