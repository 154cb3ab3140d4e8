import { forwardRef } from 'react';
import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { useTheme } from 'styled-components';
import { StyledIcon, type IconSize } from './Icon.styles';
import { useIcon } from './useIcon';

/** Props shared by {@link Icon} and `Glyph`. */
export interface IconOptions {
  /** Accessible name, making the icon an image; leave out when the icon only decorates text. */
  label?: string;
  /** Size relative to the surrounding font size (`md` = 1em). */
  size?: IconSize;
  /** Rotate continuously (a busy indicator); stays still for users who prefer reduced motion. */
  isSpinning?: boolean;
  /** Flip horizontally in right-to-left layouts; defaults to true for direction-bearing icons. */
  isMirroredInRtl?: boolean;
  /** Same width for every icon (1.25em), so icons line up in menus and lists. */
  isFixedWidth?: boolean;
  className?: string;
}

/** Props of {@link Icon}: give a definition to draw, or a name an `IconProvider` resolves. */
export interface IconProps extends IconOptions {
  /** A Font Awesome definition, e.g. `faWarning`; import only the ones you draw. Wins over `name`. */
  icon?: IconDefinition;
  /** A name resolved through the nearest `IconProvider`, e.g. `fa-warning` (often from data). */
  name?: string;
}

/** A Font Awesome icon as inline SVG in the current text colour; decorative unless given a `label`. */
export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { icon, name, label, size = 'md', isSpinning = false, isMirroredInRtl, isFixedWidth = false, className },
  ref,
) {
  // Optional chaining keeps a bare icon drawable outside AtriumProvider (no theme: left to right).
  const direction = useTheme()?.direction ?? 'ltr';
  const state = useIcon({ icon, name, label, isMirroredInRtl, direction });
  if (!state) return null;
  return (
    <StyledIcon
      {...state.ariaProps}
      ref={ref}
      className={className}
      viewBox={state.viewBox}
      focusable="false"
      data-icon={state.definition.iconName}
      $size={size}
      $isSpinning={isSpinning}
      $isMirrored={state.isMirrored}
      $isFixedWidth={isFixedWidth}
    >
      {state.paths.map((path, index) => (
        <path key={index} d={path.d} opacity={path.opacity} />
      ))}
    </StyledIcon>
  );
});
