import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';
import { installDefaultTrustedTypesPolicy } from '@atrium/ui';
import { mapTiles } from './mapTiles';

// Before anything draws: the page requires Trusted Types, and some libraries write strings (docs/security.md).
installDefaultTrustedTypesPolicy();

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element.');

keepFirstPaintUntilDrawn(root);

/**
 * `?rest=<base URL>` keeps the demo's records on that JSON REST server (`npm run demo:rest` opens it so);
 * without it they stay in the browser, so the static build still runs from any folder of any host.
 */
function restBaseUrl(): string | undefined {
  const given = new URLSearchParams(window.location.search).get('rest');
  if (!given) return undefined;
  try {
    const url = new URL(given);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// A first render in a transition is drawn in short slices that a tap can interrupt; outside one, React drew the
// whole frame and page in a single task that blocked a phone for half a second.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <AtriumDashboard history="hash" data={restBaseUrl()} mapTiles={mapTiles} />
    </StrictMode>,
  ),
);

/**
 * The built page carries a static frame (see `build/firstPaint.ts`). It stays until React has drawn the real
 * frame with the page's own heading, and goes in the same task, before the browser paints again: the screen
 * never goes blank or shows a loading spinner in between, and the page never holds two headers, menus or
 * `main-content` ids at once (React draws unseen meanwhile). A page that shows no heading within a few seconds
 * of the frame (one that failed to load, say) gets the screen anyway.
 */
function keepFirstPaintUntilDrawn(appRoot: HTMLElement) {
  const frame = document.getElementById('first-paint');
  if (!frame) return;
  const remove = () => {
    observer.disconnect();
    clearTimeout(timeout);
    frame.remove();
    document.getElementById('first-paint-style')?.remove();
  };
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (appRoot.querySelector('main h1')) remove();
    else if (timeout === undefined && appRoot.querySelector('header')) timeout = setTimeout(remove, 3000);
  });
  if (document.documentElement.dataset.firstPaint === 'hidden') {
    remove();
    return;
  }
  observer.observe(appRoot, { childList: true, subtree: true });
}
