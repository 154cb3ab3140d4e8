import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

/** A name → icon definition map for {@link IconProvider}, e.g. `{ 'fa-warning': faTriangleExclamation }`. */
export type IconMap = Readonly<Record<string, IconDefinition>>;

/** The Font Awesome class name of a definition: `fa-<iconName>`, e.g. `fa-triangle-exclamation`. */
export function fontAwesomeName(definition: IconDefinition): `fa-${string}` {
  return `fa-${definition.iconName}`;
}

/** Looks a name up in a map; own keys only, so names such as `constructor` never match. */
export function findIcon(icons: IconMap, name: string): IconDefinition | undefined {
  return Object.hasOwn(icons, name) ? icons[name] : undefined;
}

/**
 * Builds a map under every name Font Awesome knows a definition by: `fa-<iconName>` and each alias (which
 * covers most Font Awesome 4 names, e.g. `fa-home` for house). Regular (outline) definitions also answer to
 * the Font Awesome 4 `-o` names (`fa-clock-o`); a plain name prefers the solid definition when both are given.
 */
export function createIconMap(definitions: Iterable<IconDefinition>): IconMap {
  const map: Record<string, IconDefinition> = {};
  for (const definition of definitions) {
    const isOutline = definition.prefix === 'far';
    // Aliases also list code points as numbers, despite the typings.
    const aliases: unknown[] = definition.icon[2];
    const names = [definition.iconName, ...aliases.filter((alias) => typeof alias === 'string')];
    for (const name of names) {
      const plain = `fa-${name}`;
      const existing = map[plain];
      if (!existing || (existing.prefix === 'far' && !isOutline)) map[plain] = definition;
      if (isOutline) map[`${plain}-o`] = definition;
    }
  }
  return map;
}
