import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankCountries } from './rankCountries';

describe('rankCountries', () => {
  it('ranks largest first with each share of the total, names from the country list', () => {
    expect(rankCountries({ '250': 100, '840': 300, '076': 100 })).toEqual([
      { id: '840', name: 'United States', value: 300, share: 0.6 },
      { id: '076', name: 'Brazil', value: 100, share: 0.2 },
      { id: '250', name: 'France', value: 100, share: 0.2 },
    ]);
  });

  it('leaves out values that are not finite non-negative numbers and keeps unknown codes by their code', () => {
    const ranked = rankCountries({ '250': 10, '999': 30, '276': -1, '380': Number.NaN, '724': Infinity });
    expect(ranked.map((country) => [country.id, country.name])).toEqual([
      ['999', '999'],
      ['250', 'France'],
    ]);
  });

  it('gives every country a zero share when all values are zero', () => {
    expect(rankCountries({ '250': 0, '276': 0 }).map((country) => country.share)).toEqual([0, 0]);
  });

  it('for any values: sorted descending, shares sum to 1, the same ranking in any input order', () => {
    const values = fc.dictionary(fc.stringMatching(/^\d{3}$/), fc.integer({ min: 0, max: 1e6 }), {
      minKeys: 1,
    });
    fc.assert(
      fc.property(values, (input) => {
        const ranked = rankCountries(input);
        ranked
          .slice(1)
          .forEach((country, index) => expect(country.value).toBeLessThanOrEqual(ranked[index]!.value));
        const total = ranked.reduce((sum, country) => sum + country.value, 0);
        if (total > 0) expect(ranked.reduce((sum, country) => sum + country.share, 0)).toBeCloseTo(1, 9);
        const reversed = Object.fromEntries(Object.entries(input).reverse());
        expect(rankCountries(reversed)).toEqual(ranked);
      }),
    );
  });
});
