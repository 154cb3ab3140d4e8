import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { firstPaintId, headingTemplateId, intlWarmupPolicyName } from './firstPaintIds.ts';
import type { FirstPaint } from './firstPaintMarkup.tsx';
import { routeChunkTrees, routePreloadScript } from './routePreloads.ts';

/**
 * Makes the first visit paint early and load its code in one go. Puts the dashboard's frame (header, menu, ribbon, footer) around a page skeleton into the built
 * `index.html` as static HTML with its CSS, rendered from the real components, so a first visit paints before
 * any script has arrived. Hash routing keeps the server from knowing the page, so a tiny inline script hides
 * the frame before the first paint where it would be wrong: on pages outside the frame (sign-in) and for
 * visitors whose stored skin, layout or language would draw it differently (they see the app as before).
 * A second inline script puts the opened page's own heading into the skeleton as the parser reaches it, and a
 * third, at the end of the page, loads the app once the frame has painted, preloading the opened route's whole
 * chunk tree with it (see `routePreloads.ts`).
 */
export function firstPaint(): Plugin {
  return {
    name: 'atrium-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const frame = await renderWithVite();
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('The built index.html has no module script to load the app with.');
        const entryImports = [...html.matchAll(entryPreload)].map((match) => match[1] as string);
        const trees = bundle ? routeChunkTrees(bundle, frame.pages) : {};
        const preloads = routePreloadScript(trees, entryImports);
        const head = `<style id="${firstPaintId}-style">${frameCss(frame)}</style>\n<script>${frameChooser(frame)}</script>\n${frame.headingTemplates}<script>${headingChooser()}</script>\n`;
        const body = `<div id="${firstPaintId}">${frame.html}</div>`;
        const loader = `<script>${appLoader(entry, entryImports, preloads)}</script>`;
        return html
          .replace(entryScript, '')
          .replace(entryPreload, '')
          .replace('</head>', `${head}</head>`)
          .replace('<div id="root">', `${body}<div id="root">`)
          .replace('</body>', `${loader}</body>`);
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

// How Vite writes the app's entry and the chunks it imports into the built page.
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const entryPreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Starts loading the app once the browser reports its first contentful paint (the frame), at once where the
 * frame is hidden or the tab is in the background (which paints nothing), and after a second at the latest.
 * Waiting for the paint report rather than a frame callback matters on a busy device: a paint can come later
 * than the next frame's callbacks, and scripts run before it compete with it. Run from the head, the scripts
 * took a phone's bandwidth from the rest of the page and, when they arrived first, ran before the first paint;
 * this way the frame and the page's heading always show first (plain preload links after the frame's markup,
 * which download without running, still took a phone's first paint from 0.9 to 1.5 s or later). `preloads`
 * (see `routePreloads.ts`) then asks for the entry's imports and the opened route's chunks together, so they
 * still arrive in one go, and `intlWarmup` sets up the international data off the main thread meanwhile, in a
 * task of its own: starting a worker costs the main thread 50 to 80 ms at a phone's 4x slowdown.
 */
function appLoader(entry: string, entryImports: readonly string[], preloads: string): string {
  return `(function(){function load(){${intlWarmup()}setTimeout(function(){${preloads}${importInTurn(entryImports)}.then(function(){import(${JSON.stringify(entry)});});},0);}if(document.documentElement.getAttribute('data-first-paint')==='hidden'){load();return;}var started=false;function once(){if(started)return;started=true;load();}if(document.visibilityState==='hidden'){once();return;}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)once();}).observe({type:'paint',buffered:true});}catch(error){requestAnimationFrame(function(){setTimeout(once,0);});}setTimeout(once,1000);})();`;
}

/**
 * Imports the entry's chunks one after another, each in a task of its own, before the entry. Importing the
 * entry alone runs every module of the three in one task (about 140 ms at a phone's 4x slowdown), during which
 * the page answers no tap; chunk by chunk, the browser can handle input between them. The order is the entry's,
 * so modules run in the order they would have anyway. A chunk that fails to load still lets the entry try.
 */
function importInTurn(chunks: readonly string[]): string {
  return `${JSON.stringify(chunks)}.reduce(function(previous,chunk){return previous.then(function(){return import(chunk);}).catch(function(){});},Promise.resolve())`;
}

/**
 * Starts a worker that formats a number and a date, then stops. The first `Intl` formatter a page makes sets up
 * the browser's international data for the whole page, 40 to 100 ms of a desktop's main thread in one
 * piece (react-aria makes one as its module loads, to check the visitor's language). The worker pays it on
 * another thread while the app's code downloads; the main thread's first formatter then takes well under a
 * millisecond. A browser that refuses the worker loses nothing: the app pays the set-up as before.
 */
function intlWarmup(): string {
  const work =
    'new Intl.NumberFormat().format(0);new Intl.DateTimeFormat().format(0);Intl.DateTimeFormat.supportedLocalesOf([navigator.language]);postMessage(0);close();';
  return `try{var intlUrl=URL.createObjectURL(new Blob([${JSON.stringify(work)}],{type:'text/javascript'}));var intlTypes=window.trustedTypes;var intlScript=intlTypes?intlTypes.createPolicy(${JSON.stringify(intlWarmupPolicyName)},{createScriptURL:function(url){if(url!==intlUrl)throw new TypeError('Only the Intl warm-up');return url;}}).createScriptURL(intlUrl):intlUrl;new Worker(intlScript).onmessage=function(){URL.revokeObjectURL(intlUrl);};}catch(error){}`;
}

function headingChooser(): string {
  // The parser may paint part of the frame before it reaches a script placed after it, and a heading put in
  // then would push the skeleton down. So the headings wait in the head, and an observer fills the place as
  // soon as the parser has passed it (its next sibling exists): observers run before the browser paints.
  const prefix = JSON.stringify(headingTemplateId(''));
  return `(function(){var heading=document.getElementById(${prefix}+location.hash.slice(1).split('?')[0]);if(!heading)return;var observer=new MutationObserver(function(){var slot=document.querySelector('#${firstPaintId} [data-first-paint-heading]');if(!slot||!slot.nextSibling)return;observer.disconnect();slot.replaceChildren(heading.content.cloneNode(true));});observer.observe(document.documentElement,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){observer.disconnect();});})();`;
}

function frameChooser({ shellPaths, defaultsByStorageKey }: FirstPaint): string {
  // Runs before the first paint; storage may throw (disabled or private), which leaves the frame hidden.
  return `(function(){var shown=false;try{var path=location.hash.slice(1).split('?')[0];var defaults=${JSON.stringify(defaultsByStorageKey)};shown=${JSON.stringify(shellPaths)}.indexOf(path)>=0&&Object.keys(defaults).every(function(key){var value=localStorage.getItem(key);return value===null||value===defaults[key];});}catch(error){}if(!shown)document.documentElement.setAttribute('data-first-paint','hidden');})();`;
}
