/** One thing Atrium ships, as the versions page compares them. */
export interface AtriumVersion {
  name: string;
  summary: string;
  /** How to get it, shown as code. */
  getIt: string;
  bestFor: string;
}

export const versions: readonly AtriumVersion[] = [
  {
    name: '@atrium/ui',
    summary: 'Headless hooks and the styled widgets built on them, with the frame, skins and themes.',
    getIt: 'npm install @atrium/ui',
    bestFor: 'Building your own screens with Atrium’s look and behaviour.',
  },
  {
    name: '@atrium/dashboard',
    summary: 'The complete dashboard: route table, frame wiring and every page, as one component.',
    getIt: 'npm install @atrium/dashboard',
    bestFor: 'Starting an admin application with every screen already in place.',
  },
  {
    name: 'Demo app',
    summary: 'A small Vite application that runs the dashboard against generated demo data.',
    getIt: 'npm start',
    bestFor: 'Trying Atrium out and showing it to others.',
  },
  {
    name: 'Storybook',
    summary: 'Every widget and screen with one story per option, its controls and accessibility checks.',
    getIt: 'npm run storybook',
    bestFor: 'Browsing widgets, their options and their states while you build.',
  },
];

/** A cell of the comparison: included, not included, or a short qualified answer. */
export type Availability = boolean | string;

/** Rows of the comparison, one value per entry of {@link versions}, in the same order. */
export const features: readonly { feature: string; values: readonly Availability[] }[] = [
  {
    feature: 'Headless hooks (useCalendar, useAccordion…)',
    values: [true, 'Through @atrium/ui', false, true],
  },
  { feature: 'Styled widgets and controls', values: [true, true, true, true] },
  { feature: 'Application frame (header, menu, ribbon)', values: [true, 'Wired to the routes', true, true] },
  { feature: 'Seven skins, right-to-left, colour-blind mode', values: [true, true, true, true] },
  { feature: 'Pages and route table', values: [false, true, true, true] },
  { feature: 'Typed client for the JSON endpoints', values: [false, true, true, false] },
  { feature: 'Demo data', values: [false, 'You serve it', 'Generated', 'From the demo'] },
  { feature: 'Published to npm', values: [true, true, false, false] },
];
