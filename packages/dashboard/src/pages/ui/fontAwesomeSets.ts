import type { IconGalleryItem } from '@atrium/ui';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

/** The three styles of Font Awesome Free, each its own package. */
export type FontAwesomeStyle = 'solid' | 'regular' | 'brands';

/** One Font Awesome icon as the gallery lists it. */
export interface FontAwesomeItem extends IconGalleryItem {
  definition: IconDefinition;
}

const packages: Record<FontAwesomeStyle, string> = {
  solid: '@fortawesome/free-solid-svg-icons',
  regular: '@fortawesome/free-regular-svg-icons',
  brands: '@fortawesome/free-brands-svg-icons',
};

// Whole-package imports on purpose: the demo build gives every named icon import a module of its own, and this
// page lists every icon, which only a package's entry does. Each style is a chunk of its own, fetched when its
// tab is first opened, so no other page and no other tab pays for it.
const loaders: Record<FontAwesomeStyle, () => Promise<Readonly<Record<string, IconDefinition>>>> = {
  solid: () => import('@fortawesome/free-solid-svg-icons').then((module) => module.fas),
  regular: () => import('@fortawesome/free-regular-svg-icons').then((module) => module.far),
  brands: () => import('@fortawesome/free-brands-svg-icons').then((module) => module.fab),
};

/** `fa-arrow-left` → `faArrowLeft`, the name the packages export an icon under. */
export function fontAwesomeExportName(iconName: string): string {
  return `fa${iconName.replace(/(^|-)([a-z0-9])/g, (_, __: string, letter: string) => letter.toUpperCase())}`;
}

/** What copying an icon gives: its import and the JSX that draws it. */
export function fontAwesomeSnippet(item: FontAwesomeItem, style: FontAwesomeStyle): string {
  const exportName = fontAwesomeExportName(item.definition.iconName);
  return `import { ${exportName} } from '${packages[style]}';\n<Icon icon={${exportName}} />`;
}

/** Every icon of one style, once each (the packages also export each alias), in alphabetical order. */
export async function loadFontAwesomeItems(style: FontAwesomeStyle): Promise<readonly FontAwesomeItem[]> {
  const pack = await loaders[style]();
  const byName = new Map<string, IconDefinition>();
  for (const definition of Object.values(pack)) byName.set(definition.iconName, definition);
  return [...byName.values()]
    .sort((a, b) => a.iconName.localeCompare(b.iconName, 'en'))
    .map((definition) => ({
      name: `fa-${definition.iconName}`,
      // Aliases (older names such as `home` for house) also list code points as numbers, despite the typings.
      keywords: (definition.icon[2] as unknown[]).filter((alias) => typeof alias === 'string'),
      definition,
    }));
}
