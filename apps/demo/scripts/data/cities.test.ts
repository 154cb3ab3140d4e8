import { describe, expect, it } from 'vitest';
import { cityListSchema } from '../../../../packages/dashboard/src/api/cities';
import { CITY_MIN_POPULATION, worldCities } from './cities.mjs';

describe('the city autocomplete list', () => {
  const cities = worldCities() as [string, string, number][];

  it('passes the schema the dashboard reads it with', () => {
    expect(cityListSchema.safeParse(cities).success).toBe(true);
  });

  it('holds real cities above the population floor, largest first', () => {
    expect(cities.length).toBeGreaterThan(1000);
    expect(
      cities.every(
        ([name, country, population]) =>
          name.trim() !== '' && /^[A-Z]{2}$/.test(country) && population >= CITY_MIN_POPULATION,
      ),
    ).toBe(true);
    expect(cities.map(([, , population]) => population)).toEqual(
      cities.map(([, , population]) => population).sort((a, b) => b - a),
    );
    expect(cities.some(([name, country]) => name === 'São Paulo' && country === 'BR')).toBe(true);
  });

  it('stays small enough to fetch whole on the first search', () => {
    expect(JSON.stringify(cities).length).toBeLessThan(100_000);
  });
});
