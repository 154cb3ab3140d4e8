// Map styles (spec §3: key, name, url; keys as listed there) and a visits-per-country sample for the world map.
// Deterministic: a seeded generator gives the same numbers on every run and machine.
import { visitCountries } from './countries.mjs';

/** Colours of each style: land, borders, water, the highlighted country and markers, and marker labels. */
export const mapStyles = [
  {
    key: 'colorful',
    name: 'Colorful',
    colors: { land: '#f4e9c9', border: '#c28f56', water: '#8ec9ea', highlight: '#e4572e', label: '#1f3347' },
  },
  {
    key: 'greyscale',
    name: 'Greyscale',
    colors: { land: '#e6e6e6', border: '#9e9e9e', water: '#bdbdbd', highlight: '#5c5c5c', label: '#222222' },
  },
  {
    key: 'metro',
    name: 'Metro',
    colors: { land: '#f5f5f0', border: '#c8c8c0', water: '#b7d7e8', highlight: '#d9333f', label: '#2b2b2b' },
  },
  {
    key: 'mono-color',
    name: 'Mono color',
    colors: { land: '#dfe9f3', border: '#7ea3c6', water: '#f7fafc', highlight: '#2f6da6', label: '#17324d' },
  },
  {
    key: 'monochrome',
    name: 'Monochrome',
    colors: { land: '#ffffff', border: '#000000', water: '#d9d9d9', highlight: '#000000', label: '#000000' },
  },
  {
    key: 'nightvision',
    name: 'Night vision',
    colors: { land: '#0e2a16', border: '#2f8f4a', water: '#041008', highlight: '#58d67a', label: '#b8f5c8' },
  },
  {
    key: 'nightvision-highlight',
    name: 'Night vision highlight',
    colors: { land: '#0e2a16', border: '#2f8f4a', water: '#041008', highlight: '#f2d21b', label: '#fff3a6' },
  },
  {
    key: 'old-paper',
    name: 'Old paper',
    colors: { land: '#eadcb9', border: '#8b6f47', water: '#cdbf98', highlight: '#9c3d1f', label: '#3d2c17' },
  },
];

/** The style list (`api/maps/styles.json`): key, name and where each style's file is. */
export const mapStyleList = mapStyles.map(({ key, name }) => ({ key, name, url: `api/maps/${key}.json` }));

/** A small seeded generator (mulberry32): uniform numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Visits per country (`api/visits.json`), keyed by ISO 3166-1 numeric code: each country's weight scaled to a
 * month of some 400,000 visits, give or take 30 percent, rounded to whole visits.
 */
export function sampleVisits(seed = 20261123) {
  const random = seededRandom(seed);
  const totalWeight = visitCountries.reduce((sum, country) => sum + country.weight, 0);
  return Object.fromEntries(
    visitCountries.map(({ key, weight }) => [
      key,
      Math.max(1, Math.round((400_000 * weight * (0.7 + 0.6 * random())) / totalWeight)),
    ]),
  );
}

/** Every file of this module, by path under `api/`. */
export const mapFiles = {
  'maps/styles.json': mapStyleList,
  ...Object.fromEntries(mapStyles.map((style) => [`maps/${style.key}.json`, style])),
  'visits.json': sampleVisits(),
};
