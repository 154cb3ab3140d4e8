import { describe, expect, it } from 'vitest';
import { allowLibraryMarkup, installDefaultTrustedTypesPolicy } from './trustedTypes';

/** Chromium's Trusted Types, which the DOM types of this TypeScript do not describe. */
const { trustedTypes } = window as unknown as {
  trustedTypes: { defaultPolicy: { createHTML(html: string): TrustedHTML } | null };
};

/** What the page's default policy makes of a string a library writes; '' is a refusal, as a sink sees it. */
const vouchedFor = (html: string) => String(trustedTypes.defaultPolicy!.createHTML(html));

// The steps depend on one another: a page has one default policy, and the sanitiser, once loaded, stays.
describe('the default Trusted Types policy', () => {
  it('lets text through from the start and refuses markup until the sanitiser has loaded', () => {
    installDefaultTrustedTypesPolicy();
    expect(vouchedFor('3 km > 2 km & rising')).toBe('3 km > 2 km & rising');
    expect(vouchedFor('.ProseMirror { position: relative }')).toBe('.ProseMirror { position: relative }');
    expect(vouchedFor('')).toBe('');
    expect(vouchedFor('<span aria-hidden="true">+</span>')).toBe('');
  });

  it('lets through the exact markup a library is known to write, and nothing like it', () => {
    allowLibraryMarkup(['<svg/>']);
    expect(vouchedFor('<svg/>')).toBe('<svg/>');
    expect(vouchedFor('<svg/><img src=x onerror=alert(1)>')).toBe('');
    expect(vouchedFor('<svg onload="alert(1)"/>')).toBe('');
  });

  it('then lets harmless markup through unchanged and still refuses anything that could run script', async () => {
    await import('./sanitizeHtml');
    const zoomButton = '<span aria-hidden="true">+</span>';
    const credit = '<a href="https://leafletjs.com" title="A JavaScript library">Leaflet</a>';
    expect(vouchedFor(zoomButton)).toBe(zoomButton);
    expect(vouchedFor(credit)).toBe(credit);
    expect(vouchedFor('<img src="x" alt="" onerror="alert(1)">')).toBe('');
    expect(vouchedFor('<a href="javascript:alert(1)">Trap</a>')).toBe('');
    expect(vouchedFor('<p>Hi</p><script>alert(1)</script>')).toBe('');
  });

  it('is made once: installing it again keeps the first', () => {
    const first = trustedTypes.defaultPolicy;
    installDefaultTrustedTypesPolicy();
    expect(trustedTypes.defaultPolicy).toBe(first);
  });
});
