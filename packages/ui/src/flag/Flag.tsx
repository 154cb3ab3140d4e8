import { forwardRef } from 'react';
import type { IconSize } from '../icon/Icon.styles';
import { StyledFlag, StyledFlagImage } from './Flag.styles';
import type { FlagLoader } from './flagLoaders';
import { useFlag } from './useFlag';

/** Props of {@link Flag}. */
export interface FlagProps {
  /** ISO 3166-1 alpha-2 country code, any case: `de`, `US`. */
  code: string;
  /**
   * Accessible name; the country's name in `locale` when left out. `null` makes the flag decorative, for
   * when the country's name is written next to it.
   */
  label?: string | null;
  /**
   * Language of the default name; English unless given, since react-aria's locale may be a stand-in chosen
   * for right-to-left keyboard behaviour rather than the app's language.
   */
  locale?: string;
  /**
   * Loads this flag's SVG markup, e.g. `() => import('country-flag-icons/string/3x2/DE')`, instead of looking
   * it up in the table of every flag. An app whose first screen draws a few known flags passes them, so that
   * table (about 6 KB) is not part of its first load. Keep the function stable (e.g. from a module-level map).
   */
  source?: FlagLoader;
  /** Height relative to the surrounding font size (`md` = 1em); the width follows the 3:2 ratio. */
  size?: IconSize;
  className?: string;
}

/** A country flag by ISO code, fetched on first use; a plain 3:2 box stands in while loading or if unknown. */
export const Flag = forwardRef<HTMLSpanElement, FlagProps>(function Flag(
  { code, label, locale = 'en', source, size = 'md', className },
  ref,
) {
  const flag = useFlag(code, locale, source);
  const name = label === null ? undefined : (label ?? flag.name);
  return (
    <StyledFlag
      ref={ref}
      className={className}
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
      data-status={flag.status}
      $size={size}
      $isLoaded={flag.src !== undefined}
    >
      {flag.src && <StyledFlagImage src={flag.src} alt="" draggable={false} />}
    </StyledFlag>
  );
});
