import type { LoadItems, SelectItem } from '@atrium/ui';

/** Cities the autocomplete demo suggests, standing in for the original's external city service. */
export const demoCities: readonly SelectItem[] = [
  ['Bangkok', 'Thailand'],
  ['Barcelona', 'Spain'],
  ['Beijing', 'China'],
  ['Bergen', 'Norway'],
  ['Berlin', 'Germany'],
  ['Bern', 'Switzerland'],
  ['Boston', 'United States'],
  ['Buenos Aires', 'Argentina'],
  ['Cairo', 'Egypt'],
  ['Cape Town', 'South Africa'],
  ['Chicago', 'United States'],
  ['Delhi', 'India'],
  ['Dubai', 'United Arab Emirates'],
  ['Istanbul', 'Turkey'],
  ['Lagos', 'Nigeria'],
  ['Lima', 'Peru'],
  ['Melbourne', 'Australia'],
  ['Mexico City', 'Mexico'],
  ['Montréal', 'Canada'],
  ['Nairobi', 'Kenya'],
  ['Osaka', 'Japan'],
  ['Paris', 'France'],
  ['Parma', 'Italy'],
  ['São Paulo', 'Brazil'],
  ['Seoul', 'South Korea'],
  ['Singapore', 'Singapore'],
  ['Sydney', 'Australia'],
  ['Tokyo', 'Japan'],
  ['Toronto', 'Canada'],
  ['Vancouver', 'Canada'],
].map(([city, country]) => ({ value: `${city}, ${country}`, label: `${city}, ${country}` }));

/** Filters the demo cities case-blind, as the remote service answered a typed query. */
export const searchDemoCities: LoadItems<SelectItem> = (query) => {
  const text = query.trim().toLocaleLowerCase();
  return demoCities.filter((city) => city.label.toLocaleLowerCase().includes(text));
};
