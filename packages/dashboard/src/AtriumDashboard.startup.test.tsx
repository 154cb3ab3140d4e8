import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AtriumDashboard } from './AtriumDashboard';

const english = { key: 'en', name: 'English', locale: 'en-US', flag: 'us' };
const arabic = { key: 'ar', name: 'العربية', locale: 'ar', flag: 'sa' };
const languages = [english, arabic];

/** Every request the app makes, with whether the frame's header had been drawn when it was made. */
function recordRequests(offered: readonly object[]) {
  const requests: { path: string; isHeaderDrawn: boolean }[] = [];
  vi.spyOn(window, 'fetch').mockImplementation((input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname;
    requests.push({ path, isHeaderDrawn: document.querySelector('header') !== null });
    // The language list arrives, which re-renders the app above the translations; nothing else ever answers.
    if (path.endsWith('/languages.json')) return Promise.resolve(Response.json(offered));
    return new Promise<Response>(() => undefined);
  });
  return requests;
}

describe('AtriumDashboard start-up', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.location.hash = '';
  });

  it("asks for the header's data before the frame is drawn, and for a dictionary once", async () => {
    window.location.hash = '#/blank';
    const requests = recordRequests(languages);
    await render(<AtriumDashboard history="hash" apiBaseUrl="/test-api/" />);
    await expect.element(page.getByRole('banner')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Language/ })).toBeInTheDocument();

    const frameData = [
      '/test-api/activities/activity.json',
      '/test-api/projects.json',
      '/test-api/inbox.json',
    ];
    for (const path of frameData) {
      expect(requests.find((request) => request.path === path)).toEqual({ path, isHeaderDrawn: false });
    }
    expect(requests.filter((request) => request.path === '/test-api/langs/en.json')).toHaveLength(1);
  });

  it('asks for no dictionary when the first language is the one the words are written in', async () => {
    window.location.hash = '#/blank';
    const requests = recordRequests([{ ...english, hasDictionary: false }, arabic]);
    await render(<AtriumDashboard history="hash" apiBaseUrl="/test-api/" />);
    // The menu offers Arabic once the list from `languages.json` is in use.
    await page.getByRole('button', { name: /Language/ }).click();
    await expect.element(page.getByText('العربية')).toBeVisible();
    expect(requests.filter((request) => request.path.includes('/langs/'))).toEqual([]);
  });
});
