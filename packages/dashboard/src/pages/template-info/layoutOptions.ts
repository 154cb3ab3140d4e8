import type { LayoutMiniatureProps } from './LayoutMiniature';

/** A layout option as the app-layouts page shows it: name, one line, and how to draw it. */
export interface LayoutOptionCard {
  name: string;
  description: string;
  miniature: LayoutMiniatureProps;
}

export const layoutOptions: readonly LayoutOptionCard[] = [
  {
    name: 'Default',
    description: 'Header, menu and ribbon scroll away with the page; the menu is full width.',
    miniature: {},
  },
  {
    name: 'Fixed header',
    description: 'The header stays at the top of the window while the page scrolls.',
    miniature: { highlight: 'header' },
  },
  {
    name: 'Fixed navigation',
    description: 'The menu stays in view as well; this turns on the fixed header.',
    miniature: { highlight: 'nav' },
  },
  {
    name: 'Fixed ribbon',
    description: 'Breadcrumbs stay under the header; this fixes the header and menu too.',
    miniature: { highlight: 'ribbon' },
  },
  {
    name: 'Fixed footer',
    description: 'The footer and its figures stay at the bottom of the window.',
    miniature: { highlight: 'footer' },
  },
  {
    name: 'Inside container',
    description: 'The frame is centred at a fixed width on wide screens; not with a fixed menu or ribbon.',
    miniature: { isInsideContainer: true },
  },
  {
    name: 'Menu on top',
    description: 'The menu becomes a bar under the header and its groups open as drop-downs.',
    miniature: { menu: 'top' },
  },
  {
    name: 'Minified menu',
    description: 'Icons only, with labels flying out on hover and focus; more room for widgets.',
    miniature: { menu: 'minified' },
  },
  {
    name: 'Hidden menu',
    description: 'The content takes the full width; the menu button in the header brings the menu back.',
    miniature: { menu: 'hidden' },
  },
  {
    name: 'Right-to-left',
    description: 'The whole frame mirrors for right-to-left languages: the menu moves to the right.',
    miniature: { direction: 'rtl' },
  },
];
