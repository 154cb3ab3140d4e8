import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

const appOrigin = 'https://app.example';

/** Hides a hostile scheme the ways browsers (or HTML written later) still read: case, breaks, references. */
const disguisedScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob'),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    fc.array(fc.constantFrom('', '', '', '\t', '\n', '\r', '\u0000', '\u001f'), {
      minLength: 12,
      maxLength: 12,
    }),
    fc.constantFrom(':', '&#58;', '&#x3A;', '&#0058', '&colon;', '&COLON;'),
    fc.constantFrom('', ' ', '\u0001', '\t'),
  )
  .map(
    ([scheme, upper, breaks, colon, lead]) =>
      lead +
      [...scheme]
        .map((letter, index) => (upper[index] ? letter.toUpperCase() : letter) + breaks[index])
        .join('') +
      colon +
      'alert(document.domain)',
  );

describe('safeUrl', () => {
  it('keeps web, mail and relative URLs', () => {
    expect(safeUrl('https://example.com/a?b=1&c=2')).toBe('https://example.com/a?b=1&c=2');
    expect(safeUrl('  http://example.com ')).toBe('http://example.com');
    expect(safeUrl('mailto:ann@example.com')).toBe('mailto:ann@example.com');
    expect(safeUrl('MAILTO:ann@example.com')).toBe('MAILTO:ann@example.com');
    expect(safeUrl('/files/report.pdf')).toBe('/files/report.pdf');
    expect(safeUrl('report.pdf#page=2')).toBe('report.pdf#page=2');
    expect(safeUrl('#/inbox?folder=sent&page=2')).toBe('#/inbox?folder=sent&page=2');
  });

  it('refuses script, data and protocol-relative URLs, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58;alert(1)',
      'javascript&#x3a;alert(1)',
      'java&Tab;script:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example\\x',
      '/\t/evil.example/x',
      '',
      '   ',
      undefined,
    ])
      expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
  });

  it('refuses every disguise of a hostile scheme', () => {
    fc.assert(fc.property(disguisedScheme, (url) => safeUrl(url) === undefined));
  });

  it('lets through only what a browser opens as http(s) or mail, and relative URLs stay in the app', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), disguisedScheme, fc.webPath()), (url) => {
        const kept = safeUrl(url);
        if (kept === undefined) return;
        const target = new URL(kept, `${appOrigin}/app/`);
        expect(['http:', 'https:', 'mailto:']).toContain(target.protocol);
        if (!/^\s*[a-z][a-z0-9+.-]*:/i.test(kept)) expect(target.origin).toBe(appOrigin);
      }),
      { numRuns: 500 },
    );
  });

  it('takes other schemes when asked', () => {
    expect(safeUrl('https://example.com', ['https'])).toBe('https://example.com');
    expect(safeUrl('mailto:ann@example.com', ['http', 'https'])).toBeUndefined();
  });
});
