import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AtriumProvider } from './AtriumProvider';

/** Horizontal centre of the `index`th character of the paragraph's text, as drawn. */
function characterX(paragraph: HTMLElement, index: number): number {
  const range = document.createRange();
  range.setStart(paragraph.firstChild!, index);
  range.setEnd(paragraph.firstChild!, index + 1);
  const box = range.getBoundingClientRect();
  return box.left + box.width / 2;
}

async function renderSentence(props: {
  direction: 'ltr' | 'rtl';
  locale: string;
  text: string;
  tag?: 'p' | 'span';
}) {
  const { text, tag: Tag = 'p', ...provider } = props;
  const screen = await render(
    <AtriumProvider {...provider}>
      <div style={{ width: 400 }}>
        <Tag>{text}</Tag>
      </div>
    </AtriumProvider>,
  );
  return screen.container.querySelector<HTMLElement>(Tag)!;
}

describe('AtriumProvider', () => {
  it('names the language of its content for assistive technology', async () => {
    const paragraph = await renderSentence({ direction: 'ltr', locale: 'de-DE', text: 'Hallo.' });
    expect(paragraph.closest('[lang]')?.getAttribute('lang')).toBe('de-DE');
  });

  it('keeps an English question mark at the end of its sentence in a mirrored layout', async () => {
    const text = 'Need an account?';
    const paragraph = await renderSentence({ direction: 'rtl', locale: 'en-US', text });
    expect(characterX(paragraph, text.length - 1)).toBeGreaterThan(characterX(paragraph, text.length - 2));
    expect(characterX(paragraph, text.length - 1)).toBeGreaterThan(characterX(paragraph, 0));
  });

  it('keeps a count before its English word in a mirrored layout, also in inline text', async () => {
    const text = '48 likes';
    const count = await renderSentence({ direction: 'rtl', locale: 'en-US', text, tag: 'span' });
    expect(characterX(count, 0)).toBeLessThan(characterX(count, text.indexOf('l')));
  });

  it('lets an English placeholder take its own direction in a mirrored layout', async () => {
    const screen = await render(
      <AtriumProvider direction="rtl" locale="en-US">
        <input aria-label="Post" placeholder="What’s new, Ada?" />
      </AtriumProvider>,
    );
    const input = screen.container.querySelector('input')!;
    expect(getComputedStyle(input, '::placeholder').unicodeBidi).toBe('plaintext');
  });

  it('leaves right-to-left languages to their own direction', async () => {
    const text = 'هل لديك حساب؟';
    const paragraph = await renderSentence({ direction: 'rtl', locale: 'ar', text });
    expect(getComputedStyle(paragraph).unicodeBidi).not.toBe('plaintext');
    expect(characterX(paragraph, text.length - 1)).toBeLessThan(characterX(paragraph, 0));
  });
});
