/** Schemes a link may use when none are given: the web's own. */
const webSchemes: readonly string[] = ['http', 'https'];

/**
 * `url` when it is safe to follow: relative to the app, or absolute with one of `schemes` (default http and
 * https). Anything else (`javascript:`, `data:`, protocol-relative `//host`) gives `undefined`. Browsers
 * ignore tabs, line breaks and control characters inside a scheme (`java\tscript:`), so they are ignored here
 * too before the scheme is read.
 */
export function safeUrl(
  url: string | undefined,
  schemes: readonly string[] = webSchemes,
): string | undefined {
  if (!url) return undefined;
  const compact = url.replace(/[\s\p{Cc}]/gu, '');
  if (compact === '' || compact.startsWith('//') || compact.startsWith('\\')) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return url.trim();
  return schemes.includes(scheme.toLowerCase()) ? url.trim() : undefined;
}
