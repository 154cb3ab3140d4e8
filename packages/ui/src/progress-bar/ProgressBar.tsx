import type { CSSProperties } from 'react';
import type { AriaProgressBarProps } from 'react-aria';
import type { StateColor } from '../badge/stateColors';
import {
  ProgressFill,
  ProgressHeader,
  ProgressRoot,
  ProgressTrack,
  ProgressValue,
  type ProgressBarOrientation,
  type ProgressBarSize,
  type ProgressBarTextMode,
} from './ProgressBar.styles';
import { useProgressBar } from './useProgressBar';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends AriaProgressBarProps {
  /** State colour of the filled part. */
  variant?: StateColor;
  /** `thin` for compact lists; fill-mode text always gets the `normal` thickness so it fits. */
  size?: ProgressBarSize;
  /**
   * `outside` shows the value above the bar, at the end of the label row; `fill` draws it inside the
   * filled part in the matching `on*` colour, so it stays readable on the bar.
   */
  textMode?: ProgressBarTextMode;
  /** Show the value as text; the value is always available to screen readers. */
  showValueLabel?: boolean;
  /** Diagonal stripes over the fill. */
  isStriped?: boolean;
  /** Moving stripes (implies striped); still under reduced motion. */
  isAnimated?: boolean;
  /** Vertical bars fill from the bottom and take the height of their container (at least 120 px). */
  orientation?: ProgressBarOrientation;
  className?: string;
}

/** Shows how far an operation has got, with react-aria's progressbar semantics. */
export function ProgressBar({
  variant = 'primary',
  size = 'normal',
  textMode = 'outside',
  showValueLabel = true,
  isStriped = false,
  isAnimated = false,
  orientation = 'horizontal',
  className,
  ...ariaProps
}: ProgressBarProps) {
  const { progressBarProps, labelProps, fraction, valueText } = useProgressBar(ariaProps);
  const { label, isIndeterminate = false } = ariaProps;
  const showText = showValueLabel && valueText != null;
  const hasFillText = showText && textMode === 'fill';
  const hasOutsideText = showText && textMode === 'outside';
  const extent = fraction === undefined ? undefined : `${fraction * 100}%`;
  const fillStyle: CSSProperties | undefined =
    extent === undefined
      ? undefined
      : orientation === 'vertical'
        ? { blockSize: extent }
        : { inlineSize: extent };
  return (
    <ProgressRoot {...progressBarProps} className={className} $orientation={orientation}>
      {(label || hasOutsideText) && (
        <ProgressHeader>
          {label && <span {...labelProps}>{label}</span>}
          {hasOutsideText && <ProgressValue>{valueText}</ProgressValue>}
        </ProgressHeader>
      )}
      <ProgressTrack $size={hasFillText ? 'normal' : size} $orientation={orientation}>
        <ProgressFill
          style={fillStyle}
          $variant={variant}
          $orientation={orientation}
          $hasText={hasFillText}
          $isEmpty={fraction === 0}
          $isStriped={isStriped}
          $isAnimated={isAnimated}
          $isIndeterminate={isIndeterminate}
        >
          {hasFillText && <span>{valueText}</span>}
        </ProgressFill>
      </ProgressTrack>
    </ProgressRoot>
  );
}
