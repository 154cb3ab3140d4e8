import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('keeps web and relative URLs', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('  http://example.com ')).toBe('http://example.com');
    expect(safeUrl('/files/report.pdf')).toBe('/files/report.pdf');
    expect(safeUrl('report.pdf#page=2')).toBe('report.pdf#page=2');
    expect(safeUrl('#top')).toBe('#top');
  });

  it('refuses script, data and protocol-relative URLs, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
      '\\\\evil.example\\x',
      'mailto:ann@example.com',
      '',
      '   ',
      undefined,
    ])
      expect(safeUrl(url), String(url)).toBeUndefined();
  });

  it('takes further schemes when asked', () => {
    expect(safeUrl('mailto:ann@example.com', ['http', 'https', 'mailto'])).toBe('mailto:ann@example.com');
    expect(safeUrl('MAILTO:ann@example.com', ['http', 'https', 'mailto'])).toBe('MAILTO:ann@example.com');
    expect(safeUrl('javascript:alert(1)', ['http', 'https', 'mailto'])).toBeUndefined();
  });
});
