import { describe, expect, it } from 'vitest';
import { sameTag, splitTagText } from './tagText';

describe('splitTagText', () => {
  it('keeps text without a separator as the unfinished rest', () => {
    expect(splitTagText('reac')).toEqual({ tags: [], rest: 'reac' });
  });

  it('finishes every piece before the last comma or line break, trimmed, blanks dropped', () => {
    expect(splitTagText(' one, two ,,\nthree\r\nfo')).toEqual({ tags: ['one', 'two', 'three'], rest: 'fo' });
    expect(splitTagText('solo,')).toEqual({ tags: ['solo'], rest: '' });
  });
});

describe('sameTag', () => {
  it('ignores case and surrounding spaces only', () => {
    expect(sameTag('React', ' react ')).toBe(true);
    expect(sameTag('Straße', 'STRASSE')).toBe(false);
    expect(sameTag('vue', 'vue.js')).toBe(false);
  });
});
