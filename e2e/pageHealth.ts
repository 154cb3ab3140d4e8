import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { skins as prebuiltSkins } from '../packages/ui/src/theme/skins';
import type { Skin } from '../packages/ui/src/theme/tokens';
import { serveTiles } from './mapTiles';

// A look takes a skin switch and one check; allow for a busy two-core machine.
const timePerLook = 20_000;

/**
 * Collects console errors, uncaught exceptions, failed requests and Content Security Policy violations for the
 * lifetime of a page. Street-map tiles are answered from local fixtures (`mapTiles.ts`), so no test reaches a
 * tile server.
 */
export function watchPageHealth(page: Page) {
  void serveTiles(page);
  // Chromium logs most refusals of the policy itself; the page's own report names every one.
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI}`),
    ),
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page cancels itself (a query whose screen is gone) is not a failure; any other error is.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return {
    expectHealthy: () => expect(problems, 'console errors or failed requests').toEqual([]),
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules a skin can change the outcome of: a skin changes colours, never structure or names. */
const colourRules = ['color-contrast', 'link-in-text-block'];

interface Violation {
  id: string;
  nodes: { target: unknown[]; html: string }[];
}

/**
 * Fails with the violated rules when axe finds an accessibility violation on the page, or in a document one
 * of its frames shows: of every rule, or of `rules` when given.
 */
export async function expectNoAxeViolations(page: Page, rules?: readonly string[]) {
  const violations = [
    ...(await violationsInPage(page, rules)),
    ...(await violationsInFrameDocuments(page, rules)),
  ];
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

// axe is loaded into a page once and run there, so a page checked in several looks pays for the 500 KB script
// once; only violations are reported, so passing nodes are not detailed. Frames are checked on their own
// (below), so axe does not wait for answers from inside them.
async function violationsInPage(
  page: Page,
  rules?: readonly string[],
  { isFrameDocument = false } = {},
): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ only, skipped }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
      };
      const result = await axe.run(document, {
        resultTypes: ['violations'],
        iframes: false,
        ...(only && { runOnly: { type: 'rule', values: only } }),
        rules: Object.fromEntries(skipped.map((rule) => [rule, { enabled: false }])),
      });
      return result.violations.map(({ id, nodes }) => ({
        id,
        nodes: nodes.map(({ target, html }) => ({ target: [...target], html })),
      }));
    },
    { only: rules && [...rules], skipped: isFrameDocument ? [...pageStructureRules] : [] },
  );
}

/** The rules axe applies to the top page alone: a framed document (an email) has no landmarks of its own. */
const pageStructureRules = ['bypass', 'landmark-one-main', 'page-has-heading-one', 'region'];

/**
 * The violations in the documents the page's frames draw (an email preview), each checked as a page of its own.
 * Such a frame is sandboxed with no scripts, so axe cannot run inside it: axe's frame messages went unanswered
 * there, and Chromium logged each script it blocked as a console error. The copy gets the frame's exact markup.
 */
async function violationsInFrameDocuments(page: Page, rules?: readonly string[]): Promise<Violation[]> {
  if (page.frames().length === 1) return [];
  const frames = page.locator('iframe');
  const documents = await frames.evaluateAll((elements) =>
    elements.map((frame) => (frame as HTMLIFrameElement).getAttribute('srcdoc')),
  );
  if (documents.some((html) => html === null))
    throw new Error('A frame without srcdoc: check its document with a test of its own.');
  const violations: Violation[] = [];
  for (const html of documents) {
    const copy = await page.context().newPage();
    await copy.setContent(html!);
    violations.push(...(await violationsInPage(copy, rules, { isFrameDocument: true })));
    await copy.close();
  }
  return violations;
}

/**
 * Waits until the app has replaced the static frame that the built page paints before its scripts run: that
 * frame has the same menu and buttons, but pressing them does nothing, and its menu shows no page as open.
 */
export async function waitForApp(page: Page) {
  // A first load parses the page's whole start-up script, which a busy two-core machine can take seconds over.
  await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 15_000 });
}

/** A direction the layout settings can set. */
export type Direction = 'ltr' | 'rtl';

/** One look of the page: a skin in a direction. */
export interface Look {
  skin: Skin;
  direction: Direction;
}

/** Options of {@link inEverySkinAndDirection}. */
export interface LookOptions {
  /** Skins to show, the seven prebuilt ones by default. */
  skins?: readonly Skin[];
  /** Directions to show, both by default. */
  directions?: readonly Direction[];
}

/**
 * Runs `check` in each skin and direction on the page as it is loaded, switching them through the layout
 * settings panel as a person does rather than by reloading: a page load costs more than most checks, and a
 * switch in place is what people see, with every open state of the page kept. Each look is a test step named
 * after its skin and direction, so a failure says which look broke.
 *
 * Every skin is shown in the first direction; the other directions are shown in the last skin only. A skin
 * changes colours and a direction changes where things sit; the two hardly interact, and every skin in every
 * direction would double the time for what the components' stories already check per skin.
 */
export async function inEverySkinAndDirection(
  page: Page,
  check: (look: Look) => Promise<void>,
  { skins = prebuiltSkins, directions = ['ltr', 'rtl'] }: LookOptions = {},
) {
  const [firstDirection, ...otherDirections] = directions;
  const lastSkin = skins.at(-1);
  const looks: Look[] = [
    ...(firstDirection ? skins.map((skin) => ({ skin, direction: firstDirection })) : []),
    ...(lastSkin ? otherDirections.map((direction) => ({ skin: lastSkin, direction })) : []),
  ];
  test.info().setTimeout(test.info().timeout + looks.length * timePerLook);
  for (const look of looks) {
    const name = `${look.skin.label}, ${look.direction === 'rtl' ? 'right to left' : 'left to right'}`;
    await test.step(name, async () => {
      await showLook(page, look);
      await check(look);
    });
  }
}

/** Fails with the violated rules when axe finds a violation in any skin or direction, on one page load. */
export async function expectNoAxeViolationsInEveryLook(page: Page, options: LookOptions = {}) {
  // Every rule runs in the first look of each direction, since a direction moves things; a look that changes
  // only the skin changes only colours, so the colour rules tell it apart at a third of the cost.
  let checkedDirection: Direction | undefined;
  await inEverySkinAndDirection(
    page,
    async ({ direction }) => {
      await expectNoAxeViolations(page, direction === checkedDirection ? colourRules : undefined);
      checkedDirection = direction;
    },
    options,
  );
}

/** Sets the skin and direction through the layout settings panel, then waits for them to paint. */
async function showLook(page: Page, { skin, direction }: Look) {
  const root = page.locator('[data-skin]').first();
  const [currentSkin, currentDirection] = await Promise.all([
    root.getAttribute('data-skin'),
    root.getAttribute('dir'),
  ]);
  if (currentSkin === skin.name && currentDirection === direction) return;
  await page.getByRole('button', { name: 'Layout settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Layout settings' });
  if (currentSkin !== skin.name) {
    await panel.getByRole('radiogroup', { name: 'Skins' }).getByText(skin.label, { exact: true }).click();
  }
  // The whole page redraws for a new skin: the next click waits for that, so it lands on the settled panel.
  await expect(root).toHaveAttribute('data-skin', skin.name);
  if (currentDirection !== direction) await panel.getByText('RTL', { exact: true }).click();
  await expect(root).toHaveAttribute('dir', direction);
  await page.keyboard.press('Escape');
  // The panel slides out before it leaves the page; a check must not see it.
  await expect(page.getByRole('dialog', { name: 'Layout settings', includeHidden: true })).toHaveCount(0);
  await settleAnimations(page);
}

/** Waits (at most a second) for running transitions to end: colours halfway through a fade are not what anyone reads. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 1000)),
    ]),
  );
}

/** Pixels the page is wider than its window: anything above 0 scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
