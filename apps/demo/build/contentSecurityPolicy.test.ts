import { describe, expect, it } from 'vitest';
import { inlineScripts, policyFor, scriptHash } from './contentSecurityPolicy';

const page = `<!doctype html><html><head><meta charset="UTF-8" />
<script type="module" crossorigin src="./assets/index.js"></script>
<script>document.documentElement.dataset.ready = '1';</script>
</head><body><script>
preload();
</script></body></html>`;

describe('inlineScripts', () => {
  it('lists the code of inline scripts exactly, and skips scripts loaded from a file', () => {
    expect(inlineScripts(page)).toEqual(["document.documentElement.dataset.ready = '1';", '\npreload();\n']);
  });
});

describe('policyFor', () => {
  it('allows scripts from the app and its inline scripts by hash, never inline or eval', () => {
    const directives = policyFor(page).split('; ');
    expect(directives).toContain(
      `script-src 'self' ${scriptHash("document.documentElement.dataset.ready = '1';")} ${scriptHash('\npreload();\n')}`,
    );
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    expect(directives.find((directive) => directive.startsWith('script-src '))).not.toMatch(/unsafe/);
  });

  it('adds the given image and connection origins', () => {
    const directives = policyFor(page, {
      images: ['https://tiles.example.org'],
      connections: ['https://api.example.com'],
    }).split('; ');
    expect(directives).toContain("img-src 'self' data: blob: https://tiles.example.org");
    expect(directives).toContain("connect-src 'self' https://api.example.com");
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 a browser compares against', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64: the example of the CSP standard.
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
