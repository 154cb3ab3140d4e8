import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';

/**
 * Font Awesome icon names whose meaning follows the reading direction (back/forward, sign in/out, reply,
 * send, indent, undo/redo, half-filled ratings), so they are mirrored in right-to-left layouts. Media
 * transport controls, clocks and icons containing letters or digits are left out on purpose: they keep
 * their drawing in every language.
 */
export const directionalIconNames: ReadonlySet<string> = new Set([
  'angle-left',
  'angle-right',
  'angles-left',
  'angles-right',
  'arrow-left',
  'arrow-left-long',
  'arrow-right',
  'arrow-right-long',
  'arrow-right-from-bracket',
  'arrow-right-to-bracket',
  'arrow-rotate-left',
  'arrow-rotate-right',
  'arrow-up-right-from-square',
  'caret-left',
  'caret-right',
  'chevron-left',
  'chevron-right',
  'circle-arrow-left',
  'circle-arrow-right',
  'circle-chevron-left',
  'circle-chevron-right',
  'circle-left',
  'circle-right',
  'delete-left',
  'hand-point-left',
  'hand-point-right',
  'indent',
  'left-long',
  'list-ul',
  'outdent',
  'paper-plane',
  'reply',
  'reply-all',
  'right-from-bracket',
  'right-long',
  'right-to-bracket',
  'share',
  'share-from-square',
  'square-arrow-up-right',
  'square-caret-left',
  'square-caret-right',
  'square-up-right',
  'star-half',
  'star-half-stroke',
  'up-right-from-square',
]);

/** Whether an icon's meaning depends on the reading direction, so it should mirror in right-to-left. */
export function isDirectionalIcon(definition: IconDefinition): boolean {
  return directionalIconNames.has(definition.iconName);
}
