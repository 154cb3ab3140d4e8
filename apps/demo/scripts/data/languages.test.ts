import { describe, expect, it } from 'vitest';
import { dictionaries, languages, words } from './languages.mjs';

/** The `{name}` placeholders of a text, sorted, so word order may differ between languages. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the interface dictionaries', () => {
  it('give every row a non-empty text in each offered language', () => {
    for (const row of words) {
      expect(row, String(row[0])).toHaveLength(languages.length);
      for (const text of row)
        expect(typeof text === 'string' && text.trim() !== '', JSON.stringify(row)).toBe(true);
    }
  });

  it('hold each English key once, so no translation silently replaces another', () => {
    const seen = new Set<string>();
    const duplicates = words.map(([key = '']) => key).filter((key) => seen.size === seen.add(key).size);
    expect(duplicates).toEqual([]);
  });

  it('keep the placeholders of the English key in every translation', () => {
    const mismatches = words.flatMap(([key = '', ...translations]) =>
      translations.flatMap((text) =>
        JSON.stringify(placeholders(text)) === JSON.stringify(placeholders(key)) ? [] : [[key, text]],
      ),
    );
    expect(mismatches).toEqual([]);
  });

  it('serve one dictionary with every key per offered language but the one the keys are written in', () => {
    for (const { key, hasDictionary } of languages) {
      if (hasDictionary === false) expect(dictionaries[key]).toBeUndefined();
      else expect(Object.keys(dictionaries[key] ?? {})).toHaveLength(words.length);
    }
    expect(languages.filter(({ hasDictionary }) => hasDictionary === false).map(({ key }) => key)).toEqual([
      'en',
    ]);
  });
});
