import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

type ProbeWindow = Window & { __safeHtmlRan?: boolean };

const hostile =
  '<h2>Minutes</h2><p onclick="window.__safeHtmlRan = true">Agreed.</p>' +
  '<img src="x" alt="" onerror="window.__safeHtmlRan = true">' +
  '<a href="javascript:window.__safeHtmlRan = true">Agenda</a><script>window.__safeHtmlRan = true</script>';

describe('SafeHtml', () => {
  it('draws outside HTML with its formatting and without anything that runs', async () => {
    await renderWithTheme(
      <main>
        <SafeHtml as="article" aria-label="Minutes" html={hostile} />
      </main>,
    );
    const article = page.getByRole('article', { name: 'Minutes' });
    await expect.element(article.getByRole('heading', { name: 'Minutes' })).toBeVisible();
    await expect.element(article.getByText('Agreed.')).toBeVisible();
    const element = article.element();
    expect(element.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
    expect(element.querySelector('a')?.hasAttribute('href')).toBe(false);
    await new Promise((settled) => setTimeout(settled, 100));
    expect((window as ProbeWindow).__safeHtmlRan).toBeUndefined();
    await expectNoAxeViolations();
  });

  it('draws what sanitizeHtml returned as it is, for a screen that reports what was removed', async () => {
    const body = sanitizeHtml('<p>Kept</p><img src="https://tracker.example/p.gif" alt="Pixel">', {
      allowRemoteImages: false,
    });
    await renderWithTheme(<SafeHtml as="section" aria-label="Body" html={body} />);
    await expect.element(page.getByRole('region', { name: 'Body' }).getByText('Kept')).toBeVisible();
    expect(body.blockedImages).toBe(1);
    expect(document.querySelector('img[src*="tracker"]')).toBeNull();
  });

  it('writes a whole document into a frame', async () => {
    const email = sanitizeHtml(
      '<!DOCTYPE html><html lang="fr"><head><title>Commande</title></head><body><p>Merci</p></body></html>',
      { wholeDocument: true },
    );
    await renderWithTheme(<SafeHtml as="iframe" html={email} sandbox="" title="Email" />);
    const frame = page.getByTitle('Email').element() as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toMatch(/^<!DOCTYPE html>\n<html lang="fr">/);
    expect(frame.getAttribute('srcdoc')).toContain('<p>Merci</p>');
  });

  it('hands the element a TrustedHTML of the atrium policy where the browser has Trusted Types', () => {
    const { trusted } = sanitizeHtml('<b>Bold</b>');
    const types = (window as Window & { trustedTypes?: { isHTML(value: unknown): boolean } }).trustedTypes;
    expect(types?.isHTML(trusted) ?? typeof trusted === 'string').toBe(true);
  });
});
