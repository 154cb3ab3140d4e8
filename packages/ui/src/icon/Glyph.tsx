import { forwardRef } from 'react';
import { glyphIcons, type GlyphName } from './glyphIcons';
import { Icon, type IconOptions } from './Icon';
import { findIcon } from './iconMap';
import { useUnknownIconWarning } from './IconProvider';

/** Props of {@link Glyph}. */
export interface GlyphProps extends IconOptions {
  /** A Bootstrap Glyphicon name such as `glyphicon-star`; any string is accepted, for names from data. */
  name: GlyphName | (string & Record<never, never>);
}

/** A Bootstrap-Glyphicon-named icon, drawn with Font Awesome; renders nothing for an unknown name. */
export const Glyph = forwardRef<SVGSVGElement, GlyphProps>(function Glyph({ name, ...options }, ref) {
  const icon = findIcon(glyphIcons, name);
  useUnknownIconWarning(name, icon !== undefined, 'glyphIcons');
  return icon ? <Icon ref={ref} icon={icon} {...options} /> : null;
});
