import { test } from '@playwright/test';
import { routes } from '../packages/dashboard/src/routes';

// Not a test of behaviour: renders every route to screenshots/ for people to look at (npm run screenshots).
for (const route of routes) {
  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'mobile', width: 375, height: 812 },
  ]) {
    test(`${route.path} (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`./#${route.path}`);
      await page.getByRole('main').waitFor();
      const name = route.path.slice(1).replaceAll('/', '-') || 'root';
      await page.screenshot({ path: `screenshots/${name}.${viewport.name}.png`, fullPage: true });
    });
  }
}
