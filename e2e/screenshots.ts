import { test } from '@playwright/test';
import { routes } from '../packages/dashboard/src/routes';
import { skins } from '../packages/ui/src/theme/skins';

// Not a test of behaviour: renders every route, in every skin, to screenshots/ for people to look at
// (npm run screenshots). The skin is chosen the way the layout settings store it.
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

for (const route of routes) {
  for (const skin of skins) {
    for (const viewport of skin === skins[0] ? viewports : viewports.slice(0, 1)) {
      test(`${route.path} ${skin.name} (${viewport.name})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((name) => localStorage.setItem('atrium.layout.skin', name), skin.name);
        await page.goto(`./#${route.example ?? route.path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const name = (route.example ?? route.path).slice(1).replaceAll('/', '-') || 'root';
        await page.screenshot({
          path: `screenshots/${name}.${skin.name}.${viewport.name}.png`,
          fullPage: true,
        });
      });
    }
  }
}
