/** Schemes a link may use when none are given: web pages and e-mail addresses. */
const linkSchemes: readonly string[] = ['http', 'https', 'mailto'];

/** The character references that can spell a scheme's colon or hide a break inside it. */
const namedReferences: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };

/**
 * Undoes character references (`&#58;`, `&#x3A;`, `&colon;`), so a URL that is later written into HTML as
 * text cannot turn into a scheme there: `javascript&colon;…` is refused like `javascript:…`.
 */
const decodeReferences = (url: string) =>
  url.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));?/gi, (reference, decimal, hex, name) => {
    if (decimal !== undefined || hex !== undefined) {
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return namedReferences[String(name).toLowerCase()] ?? reference;
  });

/**
 * `url` when it is safe to follow from a link the app draws: relative to the app, or absolute with one of
 * `schemes` (default http, https and mailto). Anything else (`javascript:`, `vbscript:`, `data:`,
 * protocol-relative `//host` or `/\host`) gives `undefined`: show the text without a link. Browsers ignore
 * tabs, line breaks and control characters inside a scheme (`java\tscript:`), and character references may
 * spell one (`javascript&colon;`), so both are undone before the scheme is read.
 */
export function safeUrl(
  url: string | undefined,
  schemes: readonly string[] = linkSchemes,
): string | undefined {
  if (!url) return undefined;
  const compact = decodeReferences(url).replace(/[\s\p{Cc}]/gu, '');
  // Browsers read a backslash as a slash in web URLs, so `/\host` and `\\host` leave the app like `//host`.
  if (compact === '' || /^[/\\]{2}/.test(compact)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return url.trim();
  return schemes.includes(scheme.toLowerCase()) ? url.trim() : undefined;
}
