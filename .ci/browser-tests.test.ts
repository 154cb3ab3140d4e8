import { describe, expect, it } from 'vitest';
import { lostItsBrowser } from './browser-tests.mjs';

const lostBrowser = [
  '\u001b[31mError\u001b[39m: Failed to run the test packages/dashboard/src/pages/AppLayoutsPage.stories.tsx.',
  'Caused by: Error: [vitest] Browser connection was closed while running tests. Was the page closed unexpectedly?',
  ' Test Files  254 passed (280)',
  '      Tests  1823 passed (1824)',
  '     Errors  1 error',
].join('\n');

describe('lostItsBrowser', () => {
  it('recognises a run that stopped because the browser went away', () => {
    expect(lostItsBrowser(lostBrowser)).toBe(true);
  });

  it('never takes a run with a failed test for a lost browser, even when the browser went away too', () => {
    const alsoFailed = lostBrowser.replace('Tests  1823 passed', 'Tests  1 failed | 1822 passed');
    expect(lostItsBrowser(alsoFailed)).toBe(false);
    expect(lostItsBrowser(alsoFailed.replace('Tests  1 failed', '\u001b[31mTests  1 failed\u001b[39m'))).toBe(
      false,
    );
  });

  it('does not take any other failure for a lost browser', () => {
    expect(
      lostItsBrowser(' Test Files  1 failed | 279 passed (280)\n      Tests  2 failed | 1877 passed'),
    ).toBe(false);
    expect(lostItsBrowser('Error: Cannot find module "vitest"')).toBe(false);
  });
});
