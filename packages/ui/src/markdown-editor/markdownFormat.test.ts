import { describe, expect, it } from 'vitest';
import { markdownEdit, type MarkdownEdit, type MarkdownFormat } from './markdownFormat';

/** The text after `edit`, with the new selection marked by [ and ]. */
function applied(source: string, format: MarkdownFormat) {
  const start = source.indexOf('[');
  const end = source.indexOf(']') - 1;
  const text = source.replace('[', '').replace(']', '');
  const edit: MarkdownEdit = markdownEdit({ text, start, end }, format);
  const result = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  return `${result.slice(0, edit.selectStart)}[${result.slice(edit.selectStart, edit.selectEnd)}]${result.slice(edit.selectEnd)}`;
}

describe('markdownEdit', () => {
  it('wraps the selection in a mark and unwraps it again', () => {
    expect(applied('a [word] here', 'bold')).toBe('a **[word]** here');
    expect(applied('a **[word]** here', 'bold')).toBe('a [word] here');
    expect(applied('a [word] here', 'italic')).toBe('a _[word]_ here');
    expect(applied('run [npm ci]', 'code')).toBe('run `[npm ci]`');
  });

  it('inserts a selected placeholder where nothing is selected', () => {
    expect(applied('x []', 'bold')).toBe('x **[bold text]**');
    expect(applied('[]', 'italic')).toBe('_[italic text]_');
  });

  it('prefixes every selected line, numbering ordered lists, and removes the prefix when all have it', () => {
    expect(applied('[one\ntwo]', 'bullet-list')).toBe('[- one\n- two]');
    expect(applied('[one\ntwo\nthree]', 'ordered-list')).toBe('[1. one\n2. two\n3. three]');
    expect(applied('intro\nti[t]le\nrest', 'heading')).toBe('intro\n[## title]\nrest');
    expect(applied('[## title]', 'heading')).toBe('[title]');
    expect(applied('[> a\n> b]', 'quote')).toBe('[a\nb]');
    expect(applied('[- a\nb]', 'bullet-list')).toBe('[- - a\n- b]');
  });

  it('makes the selection a link and selects the address to type', () => {
    expect(applied('see [the docs]', 'link')).toBe('see [the docs]([https://])');
    expect(applied('[]', 'link')).toBe('[link text]([https://])');
  });
});
