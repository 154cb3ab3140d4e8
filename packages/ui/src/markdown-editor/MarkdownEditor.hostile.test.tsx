import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { activeAttributes } from '../../test/activeAttributes';
import { naughtyStrings } from '../../test/naughtyStrings';
import { renderWithTheme } from '../../test/render';
import { xssPayloads } from '../../test/xssPayloads';
import { MarkdownEditor } from './MarkdownEditor';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const payloads = [...Object.values(xssPayloads).flat(), ...naughtyStrings];

describe('MarkdownEditor with hostile input', () => {
  const alert = vi.fn();
  beforeEach(() => {
    vi.spyOn(window, 'alert').mockImplementation(alert);
    delete window.__pwned;
  });
  afterEach(() => vi.restoreAllMocks());

  it(`previews ${payloads.length} XSS payloads and naughty strings inert, keeping them in the text area`, async () => {
    const onChange = vi.fn();
    await renderWithTheme(<MarkdownEditor label="Notes" layout="split" onChange={onChange} />);
    const field = page.getByRole('textbox', { name: 'Notes' });
    const preview = page.getByRole('region', { name: 'Preview' });
    const text = payloads.join('\n\n');
    await field.fill(text);
    // A text area normalises line breaks ("\r" becomes "\n") and typing cannot carry a lone surrogate (it
    // arrives as U+FFFD); everything else stays as typed.
    const typed = text
      .replace(/\r\n?/g, '\n')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
    expect(onChange).toHaveBeenLastCalledWith(typed);
    // The preview follows the text as a deferred render: wait for it to show the payloads.
    await expect.poll(() => preview.element().textContent?.length ?? 0).toBeGreaterThan(1000);
    await new Promise((done) => setTimeout(done, 300));
    expect(window.__pwned).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
    expect(activeAttributes(preview.element())).toEqual([]);
    expect(
      preview.element().querySelectorAll('script, iframe, object, embed, style, link, form, svg'),
    ).toHaveLength(0);
  });
});
