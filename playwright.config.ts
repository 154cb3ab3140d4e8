import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './.ci/chromium.mjs';

// Runs against the production build of the demo (npm run build first).
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One more attempt on CI only; Playwright reports a test that needed it as flaky (docs/contributing.md).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: 'http://127.0.0.1:4173/',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    // A trace snapshots the page at every step: recording one for every test made an axe check four times
    // slower. The retry of a failed test (CI) records one; locally, pass --trace on.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'e2e', testMatch: /.*\.spec\.ts$/ },
    { name: 'screenshots', testMatch: /screenshots\.ts$/, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'npm run preview -w @atrium/demo',
    url: 'http://127.0.0.1:4173/',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
