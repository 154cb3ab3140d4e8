import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AtriumDashboard } from '@atrium/dashboard';

const root = document.getElementById('root');
if (!root) throw new Error('The demo page has no #root element.');

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

createRoot(root).render(
  <StrictMode>
    <AtriumDashboard history="hash" data={restBaseUrl()} />
  </StrictMode>,
);
