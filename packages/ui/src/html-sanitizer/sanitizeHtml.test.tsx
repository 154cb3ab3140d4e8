import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('drops event handlers, however the tag spells them, and says it removed something', () => {
    for (const html of [
      '<img src="x" alt="" onerror="window.__pwned = 1">',
      '<img/src="x"/onerror=alert(1)>',
      '<p ONCLICK="alert(1)" title=\'a\'onmouseover=alert(1)>Text</p>',
    ]) {
      const { html: clean, hasRemovedContent } = sanitizeHtml(html);
      expect(clean, html).not.toMatch(/\son|x-on/i);
      expect(hasRemovedContent, html).toBe(true);
    }
  });

  it('leaves text and attribute values that merely mention a handler alone', () => {
    const html = '<p title="turn on">Turn onboarding on = yes</p>';
    const result = sanitizeHtml(html);
    expect(result).toMatchObject({ html, hasRemovedContent: false, blockedImages: 0 });
    expect(String(result.trusted)).toBe(html);
  });
});
