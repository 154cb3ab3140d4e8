import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitEmoticons, type ChatTextPart } from './emoticons';

const rejoin = (parts: ChatTextPart[]) =>
  parts.map((part) => (part.type === 'text' ? part.text : part.code)).join('');

describe('splitEmoticons', () => {
  it('replaces codes that stand as words of their own', () => {
    expect(splitEmoticons('Thanks for the file :) see you')).toEqual([
      { type: 'text', text: 'Thanks for the file ' },
      { type: 'emoticon', code: ':)', glyph: '🙂', label: 'smiling face' },
      { type: 'text', text: ' see you' },
    ]);
    expect(splitEmoticons(':-D')).toEqual([
      { type: 'emoticon', code: ':-D', glyph: '😀', label: 'grinning face' },
    ]);
    expect(splitEmoticons('great :P!').map((part) => part.type)).toEqual(['text', 'emoticon', 'text']);
  });

  it('leaves codes inside other text alone', () => {
    for (const text of ['http://example.com', 'f(:)', 'a:)b', ':)x', 'x<3', '']) {
      expect(splitEmoticons(text).every((part) => part.type === 'text')).toBe(true);
    }
  });

  it('gives back exactly the text it was given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(':)', ' ', 'a', ':', ')', '<3', ';-)', '\n', ':(', 'D'), { maxLength: 30 }),
        (pieces) => {
          const text = pieces.join('');
          expect(rejoin(splitEmoticons(text))).toBe(text);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(rejoin(splitEmoticons(text))).toBe(text);
      }),
    );
  });
});
