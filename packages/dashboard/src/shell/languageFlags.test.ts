import { describe, expect, it } from 'vitest';
import { languages } from '../../../../apps/demo/scripts/data/languages.mjs';
import { languageFlag } from './languageFlags';

describe('languageFlag', () => {
  it('loads the flag of every language the demo ships directly, in any case', async () => {
    for (const language of languages) {
      const load = languageFlag(language.flag.toUpperCase());
      expect(load, language.key).toBeDefined();
      expect((await load!()).default).toMatch(/^<svg/);
    }
  });

  it('has none for other codes, which then draw through the table of every flag', () => {
    expect(languageFlag('jp')).toBeUndefined();
    expect(languageFlag('constructor')).toBeUndefined();
  });
});
