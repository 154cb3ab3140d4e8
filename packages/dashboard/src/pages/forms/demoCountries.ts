/** Countries offered by the demo forms' country pickers (English names; shown translated). */
export const demoCountries = [
  'Australia',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Netherlands',
  'Norway',
  'South Africa',
  'Spain',
  'United Kingdom',
  'United States',
];
