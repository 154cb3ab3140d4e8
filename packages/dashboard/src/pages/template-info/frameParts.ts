/** One numbered part of the application frame, as the diagram marks it and the legend explains it. */
export interface FramePart {
  name: string;
  description: string;
}

/** The parts of the frame, in the order of the diagram's markers. */
export const frameParts: readonly FramePart[] = [
  {
    name: 'Header',
    description:
      'Logo, activities with their badge, the project switcher, then search, full screen, language and the user menu.',
  },
  {
    name: 'Navigation',
    description:
      'The menu with the user block on top. Full width, minified to icons, hidden, or moved on top of the page.',
  },
  {
    name: 'Ribbon',
    description: 'Breadcrumbs of the current page and a button that reloads the widgets of the page.',
  },
  {
    name: 'Content',
    description: 'The page title, then widgets on a 12-column grid that reflows on tablets and phones.',
  },
  { name: 'Footer', description: 'Small status figures of the application, such as storage used.' },
  {
    name: 'Shortcut panel',
    description:
      'Opened from the user block: large tiles to the most used pages. It slides down over the page.',
  },
  {
    name: 'Layout settings',
    description: 'The tab at the end of the ribbon opens the settings below and the skin chooser.',
  },
];
