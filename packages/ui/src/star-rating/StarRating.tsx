import { faStar, faStarHalfStroke } from '@fortawesome/free-solid-svg-icons';
import { faStar as faStarOutline } from '@fortawesome/free-regular-svg-icons';
import { useNumberFormatter, VisuallyHidden } from 'react-aria';
import { Icon } from '../icon';
import { useTranslation } from '../i18n';
import { Count, Stars, StyledStarRating } from './StarRating.styles';

/** Props of {@link StarRating}. */
export interface StarRatingProps {
  /** The rating, from 0 to `max`; rounded to the nearest half star for drawing. */
  value: number;
  /** Number of stars. */
  max?: number;
  /** How many ratings the value averages, shown after the stars, e.g. "(12)". */
  count?: number;
  /** What a screen reader hears; "Rated 4.5 out of 5" by default. */
  'aria-label'?: string;
  className?: string;
}

/** Which icon each star shows for a value: full, half or empty, rounded to the nearest half. */
export function starShapes(value: number, max = 5): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(Math.min(Math.max(value, 0), max) * 2);
  return Array.from({ length: max }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}

const icons = { full: faStar, half: faStarHalfStroke, empty: faStarOutline };

/** A read-only row of stars for an average rating, read out as one sentence rather than five pictures. */
export function StarRating({ value, max = 5, count, 'aria-label': ariaLabel, className }: StarRatingProps) {
  const { t } = useTranslation();
  const format = useNumberFormatter({ maximumFractionDigits: 1 });
  const label =
    ariaLabel ?? t('Rated {value} out of {max}', { value: format.format(value), max: format.format(max) });
  return (
    <StyledStarRating className={className}>
      <Stars role="img" aria-label={label}>
        {starShapes(value, max).map((shape, index) => (
          // A half star's icon points the other way in right-to-left text, as its fill reads from the start.
          <Icon key={index} icon={icons[shape]} isMirroredInRtl={shape === 'half'} />
        ))}
      </Stars>
      {count !== undefined && (
        <Count>
          ({format.format(count)}
          <VisuallyHidden> {t('ratings')}</VisuallyHidden>)
        </Count>
      )}
    </StyledStarRating>
  );
}
