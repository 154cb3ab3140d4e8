import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { activeAttributes } from '../../test/activeAttributes';
import { naughtyStrings } from '../../test/naughtyStrings';
import { renderWithTheme } from '../../test/render';
import { payloadHost, xssPayloads } from '../../test/xssPayloads';
import { RichTextEditor } from './RichTextEditor';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

const payloads = [...Object.values(xssPayloads).flat(), ...naughtyStrings];

/** Dispatches a paste of `data` into the focused editor, as a browser does. */
function paste(target: Element, data: Record<string, string>) {
  const clipboardData = new DataTransfer();
  for (const [type, value] of Object.entries(data)) clipboardData.setData(type, value);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
}

/** Letters, digits and punctuation only: what a paste must keep of a string, whatever it does to spacing. */
const visible = (text: string) => text.replace(/[\s\p{C}]/gu, '');

describe('RichTextEditor with hostile input', () => {
  const dialogs = { alert: vi.fn(), confirm: vi.fn(), prompt: vi.fn(), print: vi.fn() };
  beforeEach(() => {
    for (const [name, spy] of Object.entries(dialogs))
      vi.spyOn(window, name as keyof typeof dialogs).mockImplementation(spy);
    performance.clearResourceTimings();
    delete window.__pwned;
  });
  afterEach(() => vi.restoreAllMocks());

  async function expectNothingRan(root: Element) {
    // Error and load events of anything that slipped through fire after the next paint.
    await new Promise((done) => setTimeout(done, 300));
    expect(window.__pwned).toBeUndefined();
    for (const spy of Object.values(dialogs)) expect(spy).not.toHaveBeenCalled();
    // A pasted picture may load (the writer pasted it); scripts, styles, frames and the like may not.
    const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.name.includes(payloadHost) && entry.initiatorType !== 'img',
    );
    expect(requests.map((entry) => `${entry.initiatorType} ${entry.name}`)).toEqual([]);
    expect(activeAttributes(root)).toEqual([]);
    const document = root.querySelector('[contenteditable]')!;
    expect(
      document.querySelectorAll('script, iframe, object, embed, style, link, meta, base, form, svg, math'),
    ).toHaveLength(0);
  }

  it(`pastes ${payloads.length} XSS payloads and naughty strings as HTML, running none and emitting clean HTML`, async () => {
    const onChange = vi.fn();
    const screen = await renderWithTheme(<RichTextEditor label="Notes" onChange={onChange} />);
    const editor = page.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(editor);
    for (const payload of payloads) paste(editor.element(), { 'text/html': payload, 'text/plain': payload });
    await expectNothingRan(screen.container);
    expect(onChange).toHaveBeenCalled();
    const emitted = document.createElement('div');
    emitted.innerHTML = onChange.mock.lastCall![0] as string;
    expect(activeAttributes(emitted)).toEqual([]);
    expect(emitted.querySelectorAll('script, iframe, style, [style], [class]')).toHaveLength(0);
  });

  it('pastes each naughty string as plain text literally', async () => {
    const screen = await renderWithTheme(<RichTextEditor label="Notes" />);
    const editor = page.getByRole('textbox', { name: 'Notes' });
    await userEvent.click(editor);
    // Each paste lands after the one before, so the document holds every string in order.
    for (const text of naughtyStrings) paste(editor.element(), { 'text/plain': text });
    expect(visible(editor.element().textContent ?? '')).toBe(naughtyStrings.map(visible).join(''));
    await expectNothingRan(screen.container);
  });

  it('loads hostile documents inert', async () => {
    const screen = await renderWithTheme(
      <RichTextEditor label="Notes" defaultValue={payloads.join('<p>next</p>')} />,
    );
    await expect.element(page.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    await expectNothingRan(screen.container);
  });
});
