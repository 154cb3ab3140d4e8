import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { trustedTypesPolicyNames } from '../../../packages/ui/src/html-sanitizer/trustedTypes.ts';
import { intlWarmupPolicyName } from './firstPaintIds.ts';

/** Origins a page may reach beyond its own, by what it loads from them. */
export interface PolicyOrigins {
  /** Image origins, e.g. the street map's tile server. */
  images?: readonly string[];
  /** Origins the data client may call, e.g. a REST API on another host. */
  connections?: readonly string[];
}

/** The `sha256-…` source of one inline script, as a policy lists it. */
export const scriptHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The inline scripts (those without `src`) of an HTML page, each as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * The policy for a built page. Scripts load only from the app's origin, plus the page's own inline scripts by
 * hash. Styles allow inline: styled-components adds style elements as it renders, and a static host cannot
 * give each response a fresh nonce (see docs/security.md).
 */
export function policyFor(html: string, origins: PolicyOrigins = {}): string {
  const list = (sources: readonly string[]) => sources.join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src 'self' ${list(inlineScripts(html).map(scriptHash))}`.trim(),
    `script-src-attr 'none'`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${list(origins.images ?? [])}`.trim(),
    `font-src 'self' data:`,
    `connect-src 'self' ${list(origins.connections ?? [])}`.trim(),
    `media-src 'self' blob:`,
    `frame-src 'self'`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    // Every write of HTML into the page needs a TrustedHTML, which only the listed policies make; the loading
    // script's policy vouches for the one worker it starts and nothing else.
    `require-trusted-types-for 'script'`,
    `trusted-types ${list([...trustedTypesPolicyNames, intlWarmupPolicyName])}`,
  ];
  return directives.join('; ');
}

/**
 * Puts a Content Security Policy meta tag first in the built `index.html`, with the hashes of the inline
 * scripts the other plugins wrote (so it runs after them). Build only: the dev server injects scripts of its
 * own for hot reloading, and serves no one but the developer.
 */
export function contentSecurityPolicy(origins: PolicyOrigins = {}): Plugin {
  return {
    name: 'atrium-content-security-policy',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = policyFor(html, origins);
        return html.replace(
          /<meta charset="UTF-8" \/>/i,
          (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}
