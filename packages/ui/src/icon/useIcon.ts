import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { isDirectionalIcon } from './directionalIcons';
import { useIconByName } from './IconProvider';

/** One `<path>` of an icon; duotone definitions have two, the first drawn faded. */
export interface IconPath {
  d: string;
  opacity?: number;
}

/** What an `<svg>` needs to draw a definition. */
export interface IconGeometry {
  viewBox: string;
  paths: IconPath[];
}

/** ARIA attributes: a named image, or hidden from assistive technology when decorative. */
export type IconAriaProps =
  | { role: 'img'; 'aria-label': string; 'aria-hidden'?: undefined }
  | { role?: undefined; 'aria-label'?: undefined; 'aria-hidden': true };

/** Options of {@link useIcon}. */
export interface UseIconOptions {
  /** The definition to draw; wins over `name`. */
  icon?: IconDefinition;
  /** A name resolved through the nearest `IconProvider`, e.g. `fa-warning`. */
  name?: string;
  /** Accessible name; without one the icon is decorative. */
  label?: string;
  /** Mirror in right-to-left; defaults to whether the icon is in `directionalIconNames`. */
  isMirroredInRtl?: boolean;
  /** Current reading direction, usually `theme.direction`. */
  direction: 'ltr' | 'rtl';
}

/** Everything needed to render an icon, or `null` when there is nothing to draw. */
export interface IconState extends IconGeometry {
  definition: IconDefinition;
  isMirrored: boolean;
  ariaProps: IconAriaProps;
}

/** viewBox and paths of a definition. */
export function iconGeometry(definition: IconDefinition): IconGeometry {
  const [width, height, , , pathData] = definition.icon;
  const paths: IconPath[] =
    typeof pathData === 'string'
      ? [{ d: pathData }]
      : pathData.map((d, index) => (index === 0 && pathData.length > 1 ? { d, opacity: 0.4 } : { d }));
  return { viewBox: `0 0 ${width} ${height}`, paths };
}

/** Whether to draw the icon flipped horizontally. */
export function isIconMirrored(
  definition: IconDefinition,
  direction: 'ltr' | 'rtl',
  isMirroredInRtl: boolean | undefined,
): boolean {
  return direction === 'rtl' && (isMirroredInRtl ?? isDirectionalIcon(definition));
}

/** Named image when labelled, hidden otherwise (an empty label counts as none). */
export function iconAriaProps(label: string | undefined): IconAriaProps {
  return label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
}

/** Resolves an icon (by definition or by name) and works out its geometry, mirroring and ARIA. */
export function useIcon({ icon, name, label, isMirroredInRtl, direction }: UseIconOptions): IconState | null {
  const byName = useIconByName(icon ? undefined : name);
  const definition = icon ?? byName;
  if (!definition) return null;
  return {
    definition,
    ...iconGeometry(definition),
    isMirrored: isIconMirrored(definition, direction, isMirroredInRtl),
    ariaProps: iconAriaProps(label),
  };
}
