import { expect, test, type Locator, type Page } from '@playwright/test';
import { xssPayloads } from '../packages/ui/test/xssPayloads';
import { waitForApp } from './pageHealth';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

type PolicyWindow = Window & { __violations: Violation[]; __pwned?: unknown };

/** Records every report of the page's Content Security Policy from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as PolicyWindow;
    target.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      target.__violations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      }),
    );
  });
  return () => page.evaluate(() => (window as unknown as PolicyWindow).__violations);
}

/**
 * Console errors of the page. Chromium reports each refusal of the policy there too, which is how the
 * every-route check (`routes.spec.ts`, failing on any console error) sees a page that breaks the policy.
 */
function watchConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

test('the built page carries a policy without unsafe scripts', async ({ page }) => {
  await page.goto('./');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  const scripts = policy!.split(';').find((directive) => directive.trim().startsWith('script-src '))!;
  expect(scripts).toMatch(/'sha256-[\w+/=]+'/);
  expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain('trusted-types atrium dompurify default');
});

/**
 * What a sanitiser miss would put into a sink: an image whose error handler runs script, a `javascript:` link,
 * and a link that runs nothing but leads a reader to a look-alike sign-in page. The tests write it straight
 * into the sink's element, as the app would with its sanitiser bypassed, so the browser is all that stands in
 * the way.
 */
const hostileHtml =
  '<img src="x" alt="" onerror="window.__pwned = 1"><a href="javascript:window.__pwned = 1">Trap link</a>' +
  '<a href="https://sign-in.example/">Sign in again</a>';

/** Writes HTML into a sink the way a page would without the sanitiser; the error it threw, if any. */
const writeHtml = (element: Element, html: string) => {
  try {
    if (element instanceof HTMLIFrameElement) element.setAttribute('srcdoc', html);
    else element.insertAdjacentHTML('beforeend', html);
    return undefined;
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
};

const sinks: { path: string; sink: (page: Page) => Locator }[] = [
  { path: '/inbox/inbox/detail/msg-inbox-001', sink: (page) => page.getByRole('main').getByRole('article') },
  { path: '/forum-post', sink: (page) => page.getByRole('main').getByRole('article').first() },
  { path: '/form/editors', sink: (page) => page.getByRole('region', { name: 'Preview' }) },
  { path: '/email-template', sink: (page) => page.getByTitle('Order confirmation email') },
];

/** The built page with its policy minus the Trusted Types directives: what Content Security Policy alone does. */
async function withoutTrustedTypes(page: Page) {
  await page.route(/\/(index\.html)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /; require-trusted-types-for [^;"]+; trusted-types [^;"]+/,
      '',
    );
    await route.fulfill({ response, body });
  });
}

for (const { path, sink } of sinks) {
  test(`${path}: Trusted Types refuse HTML written into it outside the atrium policy`, async ({ page }) => {
    const violations = await watchViolations(page);
    const consoleErrors = watchConsoleErrors(page);
    await page.goto(`./#${path}`);
    await waitForApp(page);
    await expect(sink(page)).toBeVisible({ timeout: 20_000 });
    expect(consoleErrors).toEqual([]);
    const error = await sink(page).evaluate(writeHtml, hostileHtml);
    expect(error).toMatch(/^TypeError: .*requires 'TrustedHTML'/);
    // Nothing of it reached the page: not even the link that runs no script, which CSP alone lets in.
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    const directives = (await violations()).map((violation) => violation.directive);
    expect(directives).toEqual(['require-trusted-types-for']);
    expect(consoleErrors).toEqual([expect.stringMatching(/requires 'TrustedHTML' assignment/)]);
    expect(await page.evaluate(() => (window as unknown as PolicyWindow).__pwned)).toBeUndefined();
  });

  test(`${path}: with Trusted Types off, CSP still blocks the script but lets the markup in`, async ({
    page,
  }) => {
    await withoutTrustedTypes(page);
    const violations = await watchViolations(page);
    const consoleErrors = watchConsoleErrors(page);
    await page.goto(`./#${path}`);
    await waitForApp(page);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).not.toContain('trusted-types');
    await expect(sink(page)).toBeVisible({ timeout: 20_000 });
    expect(await sink(page).evaluate(writeHtml, hostileHtml)).toBeUndefined();
    if (path === '/email-template') {
      // The frame's empty sandbox runs no script at all, whatever its document says.
      await expect(sink(page)).toHaveAttribute('srcdoc', /Sign in again/);
      return;
    }
    await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();
    await page.getByRole('link', { name: 'Trap link' }).click();
    await expect
      .poll(async () => (await violations()).map((violation) => violation.directive).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(consoleErrors).toEqual([
      expect.stringMatching(/violates the following Content Security Policy directive/),
      expect.stringMatching(/violates the following Content Security Policy directive/),
    ]);
    expect(await page.evaluate(() => (window as unknown as PolicyWindow).__pwned)).toBeUndefined();
  });
}

// The inbox's hostile-message check, against the built page with its policy: every published payload arrives
// as one message's body from the server, and the reader shows it with nothing run, loaded or refused.
test('a message made of filter-evasion payloads reads under the policy with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const consoleErrors = watchConsoleErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const body = Object.values(xssPayloads).flat().join('\n');
  await page.route(/\/api\/messages\.json$/, async (route) => {
    const response = await route.fetch();
    const messages = (await response.json()) as { _id: string; body: string }[];
    const hostile = messages.map((message) =>
      message._id === 'msg-inbox-001' ? { ...message, body } : message,
    );
    await route.fulfill({ response, json: hostile });
  });
  await page.goto('./#/inbox/inbox/detail/msg-inbox-001');
  await waitForApp(page);
  const article = page.getByRole('main').getByRole('article');
  await expect(article).toContainText('alert(1)');
  // Error and load events of anything that slipped through would fire after the first paint.
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(
    await article.evaluate((element) => element.querySelectorAll('script, iframe, object, embed').length),
  ).toBe(0);
});
