import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readPdf } from '../packages/ui/test/readPdf';
import { countryNames } from '../packages/ui/src/world-map/countryNames';
import { expectNoAxeViolations, watchPageHealth, waitForApp } from './pageHealth';

const latinWord = /[A-Za-z]+(?:[.'’][A-Za-z]+)*/g;

// Screens whose every interface text goes through translation; each one joins when its texts do.
const translatedPaths = [
  '/dashboard',
  '/blank',
  '/404',
  '/500',
  '/graphs/flot',
  '/graphs/morris',
  '/graphs/sparkline',
  '/graphs/easy-pie',
  '/graphs/dygraphs',
  '/graphs/chartjs',
  '/graphs/highchart-tables',
  '/tables/datatables',
  '/e-commerce/orders',
  '/tables/normal',
  '/calendar',
  '/search',
  '/ui/general',
  '/ui/buttons',
  '/ui/grid',
  '/ui/nestable-lists',
  '/dashboard-social',
  '/app-layout',
  '/app-layouts',
  '/prebuilt-skins',
  '/different-versions',
  '/widgets',
  '/inbox/inbox',
  '/maps',
  // Every inbox screen has the same heading: each follows another screen, so the walk sees it change.
  '/inbox/inbox/detail/msg-inbox-002',
  '/blog',
  '/inbox/inbox/compose',
  '/gallery',
  '/profile',
  '/timeline',
  '/e-commerce/products-view',
  '/e-commerce/products-detail',
  '/pricing-table',
  '/invoice',
  '/email-template',
  '/test',
  '/form/validation',
  '/form/bootstrap-validation',
  '/form/wizards',
  '/form/plugins',
  '/form/editors',
  '/ckeditor',
  '/form/dropzone',
  '/form/image-editor',
  '/ui/tree-view',
  '/ui/typography',
  '/ui/icons-font-awesome',
  '/ui/icons-glyph',
  '/ui/icons-flags',
  '/tables/jqgrid',
  '/form/elements',
  '/form/layouts',
  '/form/bootstrap-forms',
  '/forum',
  '/forum-topic',
  '/forum-post',
];

/** Every string inside a JSON value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Data the screens show as it is in any language: the demo's people, messages, to-dos, table rows and orders
// (read from the demo data itself, so new records need no list of their own) and the world map's country names.
const demoDataFiles = [
  'chat.json',
  'user.json',
  'todos.json',
  'tables/datatables.standard.json',
  'e-commerce/orders.json',
  'social.json',
  'inbox.json',
  'messages.json',
  'events.json',
  'blog.json',
  'gallery.json',
  'profiles.json',
  'timeline.json',
  'pricing.json',
  'documents.json',
  'e-commerce/products.json',
  'e-commerce/reviews.json',
  'e-commerce/invoices.json',
  'tables/jqgrid.json',
  'forum/forums.json',
  'forum/topics.json',
  'forum/posts.json',
].map((name) =>
  JSON.parse(readFileSync(new URL(`../apps/demo/public/api/${name}`, import.meta.url), 'utf8')),
);
// Demo content kept in the pages' own modules: the string literals of each.
const demoDataModules = [
  'ui/treeViewDemo.tsx',
  'ui/nestableListsDemo.ts',
  'dashboard-social/socialDemoData.ts',
  'tables/normalTablesDemoData.ts',
  'forms/plugins/inPlaceEditingDemo.ts',
].map((name) => readFileSync(new URL(`../packages/dashboard/src/pages/${name}`, import.meta.url), 'utf8'));
const moduleStrings = demoDataModules.flatMap((source) =>
  [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map((match) => match[1] ?? ''),
);
const dataWords = [...demoDataFiles, countryNames, moduleStrings]
  .flatMap(strings)
  .flatMap((text) => text.match(latinWord) ?? []);

// Names that stay Latin in every language: the product and its editions, the chart libraries the menu names,
// brands, skins, file formats, unit and currency symbols shown with figures ("440 GB", "36°F", "USD", Arabic "US$") and the
// letters demo series are named by, as variables are in any language.
const keptNames = [
  'Atrium',
  'Pro',
  'Lite',
  'Cloud',
  'Flot',
  'Morris',
  'Chart.js',
  'Dygraphs',
  'PDF',
  'CSV',
  'Excel',
  'GB',
  'px',
  'km',
  'mi',
  'F',
  'USD',
  'US',
  'A',
  'B',
  'X',
  'Y',
  'Z',
  // Brands the menu and the icon pages name.
  'Font',
  'Awesome',
  'Glyph',
  'jQuery',
  'UI',
  'Bootstrap',
  'Storybook',
  'Vite',
  'npm',
  'JSON',
  'API',
  'Ajax',
  'YouTube',
  'Free',
  'Glyphicons',
  'JSX',
  'GeoNames',
  'CVV',
  'React',
  // The city list's licence, as cited.
  'CC',
  'BY',
  // Skin names, also inside sentences ("Type scale of Smart Default").
  'Smart',
  'Default',
  'Dark',
  'Elegance',
  'Glass',
  'Google',
  'Skin',
  'MaterialDesign',
  'PixelSmash',
  'Ultra',
  'Light',
  // Keys as printed on the keyboard, also when named alone ("hold Ctrl or Shift").
  'Ctrl',
  'Shift',
  // Units, and the coordinates a crop selection is given in.
  'MB',
  'KB',
  'x',
  'y',
  'w',
  'h',
];
const allowed = new Set([...keptNames, ...dataWords]);

/**
 * Every Latin-letter word a user sees or hears on the page: visible text, names, placeholders, chart text. Code
 * samples, keys and text marked `translate="no"` (product and skin names) are the same in every language.
 */
async function untranslatedWords(page: Page): Promise<string[]> {
  const words = await page.evaluate((pattern) => {
    const keptAsIs = 'code, pre, kbd, samp, [translate="no"]';
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // An SVG title is never drawn itself, but names the shape it sits in.
      const drawn = parent instanceof SVGTitleElement ? parent.parentElement : parent;
      if (parent && !parent.closest(keptAsIs) && drawn?.checkVisibility({ visibilityProperty: true }))
        texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('[aria-hidden="true"]') || !element.checkVisibility()) continue;
      for (const name of ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value && !element.closest(keptAsIs)) texts.push(value);
      }
    }
    // A word cut short by an ellipsis ("befo…") is marked, to be matched against the start of data words.
    // Package names, hook names and keyboard shortcuts ("Ctrl+Shift+Z", as printed on the keys) are code
    // wherever they appear.
    const text = texts
      .join('\n')
      .replace(/@[\w-]+\/[\w-]+|\buse[A-Z]\w*|\b(?:Ctrl|Alt|Shift)(?:\+\w+)+/g, ' ');
    return [...text.matchAll(new RegExp(`(${pattern})(…)?`, 'g'))].map(([, word = '', ellipsis]) =>
      ellipsis ? `${word}…` : word,
    );
  }, latinWord.source);
  const isCutDataWord = (word: string) =>
    word.endsWith('…') && [...allowed].some((known) => known.startsWith(word.slice(0, -1)));
  return [...new Set(words)].filter((word) => !allowed.has(word) && !isCutDataWord(word)).sort();
}

/** Scrolls through the page a screen at a time, so parts that load when scrolled to draw their text. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 720;
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

// A few screens per test, so the walk runs on parallel workers and each test stays well inside its time limit.
const screensPerTest = 10;
const walks = Array.from({ length: Math.ceil(translatedPaths.length / screensPerTest) }, (_, index) =>
  translatedPaths.slice(index * screensPerTest, (index + 1) * screensPerTest),
);

/** Opens the dashboard and switches it to Arabic through the language menu, as a user does. */
async function openInArabic(page: Page) {
  await page.goto('./#/blank');
  await waitForApp(page);
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('[data-skin]').first()).toHaveAttribute('dir', 'rtl');
}

/** Every English word on the screen once it has settled: lazily loaded parts keep adding text for a moment. */
async function settledWords(page: Page) {
  await scrollThrough(page);
  let words = await untranslatedWords(page);
  await expect(async () => {
    const again = await untranslatedWords(page);
    const isSettled = again.join() === words.join();
    words = again;
    expect(isSettled).toBe(true);
  }).toPass({ intervals: [300] });
  return words;
}

/** Opens a screen through the address, as the menu does, and waits for its heading to change over. */
async function goTo(page: Page, path: string) {
  const heading = page.getByRole('heading', { level: 1 });
  const previousHeading = await heading.textContent();
  await page.evaluate((next) => (window.location.hash = `#${next}`), path);
  // A screen's first visit loads its code: on a busy machine that can outlast the usual five seconds.
  await expect(heading).not.toHaveText(previousHeading ?? '', { timeout: 15_000 });
}

for (const paths of walks) {
  test(`in Arabic, ${paths[0]} to ${paths.at(-1)} show and announce no English interface word`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const health = watchPageHealth(page);
    await openInArabic(page);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await goTo(page, path);
      const words = await settledWords(page);
      if (words.length) found[path] = words;
    }
    // A page opened in Arabic draws before its dictionary arrives: what it drew in English must change over.
    await page.reload();
    await waitForApp(page);
    // Until the dictionary has arrived the page is English by design; the check is that it then changes over.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    const wordsAfterReload = await settledWords(page);
    if (wordsAfterReload.length) found['after a reload'] = wordsAfterReload;
    expect(found, 'English words per route').toEqual({});
    await expectNoAxeViolations(page);
    health.expectHealthy();
  });
}

// The day names come in a chunk of their own: held back here, as a slow network would, the page must not show
// Arabic words beside English dates while it waits.
test('in Arabic, the dashboard calendar names its days in Arabic as soon as the words change over', async ({
  page,
}) => {
  const health = watchPageHealth(page);
  await page.route(/\/assets\/ar-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('./#/dashboard');
  await waitForApp(page);
  const calendar = page.getByRole('region', { name: 'My Events' });
  await calendar.scrollIntoViewIfNeeded();
  const dayNames = calendar.getByRole('columnheader');
  await expect(dayNames.first()).toHaveAccessibleName('Sunday');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  // Read at once, not waited for: the dates must already have changed over with the words.
  const names = await page.getByRole('columnheader').allTextContents();
  expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
  health.expectHealthy();
});

// Validation messages show only after a submit, which the walks above never make.
test('in Arabic, the demo forms refuse an empty submit with no English word', async ({ page }) => {
  test.setTimeout(90_000);
  const health = watchPageHealth(page);
  await openInArabic(page);
  const found: Record<string, string[]> = {};
  for (const path of ['/form/validation', '/form/bootstrap-validation']) {
    await goTo(page, path);
    // Forms further down load when scrolled to: every one is there before the buttons are gathered.
    await scrollThrough(page);
    const main = page.getByRole('main');
    const submits = main.locator('form button[type="submit"]');
    await expect(submits.first()).toBeVisible();
    for (const submit of await submits.all()) await submit.click();
    await expect(main.getByRole('alert').first()).toBeVisible();
    const words = await settledWords(page);
    if (words.length) found[path] = words;
  }
  expect(found, 'English words per route').toEqual({});
  health.expectHealthy();
});

// PDF's built-in fonts have no Arabic letters: the exports embed the font the dashboard is given for them.
test('in Arabic, a table and an invoice download as PDFs that read back in Arabic', async ({ page }) => {
  test.slow();
  const health = watchPageHealth(page);
  await openInArabic(page);
  const pdfTextOf = async (button: Locator) => {
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const { text } = await readPdf(new Blob([await readFile(await file.path())]));
    // Letters are stored in the shape they take in their word; compatibility normalisation reads them back.
    return text.normalize('NFKC');
  };

  await goTo(page, '/tables/datatables');
  const panel = page.getByRole('region', { name: 'التصدير إلى PDF / Excel' });
  await expect(panel.getByRole('grid').locator('tbody tr')).toHaveCount(10);
  const table = await pdfTextOf(panel.getByRole('button', { name: 'PDF' }));
  for (const word of ['جهات الاتصال', 'الاسم']) expect(table).toContain(word);
  await expect(panel.getByRole('status')).toContainText('.pdf');

  await goTo(page, '/invoice');
  const invoice = await pdfTextOf(page.getByRole('button', { name: 'نزّل ملف PDF' }));
  expect(invoice).toContain('الفاتورة');
  health.expectHealthy();
});
