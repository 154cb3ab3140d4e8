import type { CSSProperties } from 'react';
import type { AriaMeterProps } from 'react-aria';
import type { StateColor } from '../badge/stateColors';
import {
  EasyPieBar,
  EasyPieFigure,
  EasyPieLabel,
  EasyPieRoot,
  EasyPieSvg,
  EasyPieTrack,
  EasyPieValue,
  EasyPieValueBelow,
} from './EasyPieChart.styles';
import { useEasyPieChart } from './useEasyPieChart';

/** Props of {@link EasyPieChart}. */
export interface EasyPieChartProps extends AriaMeterProps {
  /** Outer diameter in pixels; default 110. Inline rings beside text use 25. */
  size?: number;
  /** Ring thickness in pixels; default scales with the size, at least 3. */
  lineWidth?: number;
  /** State colour of the filled part; the track is the skin's muted surface. */
  variant?: StateColor;
  /**
   * Show the value as text: in the middle of a ring at least 40 px wide, under a smaller ring, above its
   * label. Default on, except for a small ring named only by `aria-label`, whose value its row shows.
   */
  showValueLabel?: boolean;
  /** Length of the sweep from zero to the value, in ms; default 1500, slow enough for the eye to follow. */
  animationDuration?: number;
  className?: string;
}

/** Below this diameter, in pixels, the value no longer fits inside the ring and goes under it. */
const minSizeForValueInside = 40;

/** An animated percentage ring with meter semantics: it sweeps from the top to its value. */
export function EasyPieChart({
  size = 110,
  lineWidth = Math.max(3, Math.round(size / 14)),
  variant = 'primary',
  showValueLabel,
  animationDuration = 1500,
  className,
  ...ariaProps
}: EasyPieChartProps) {
  const { meterProps, labelProps, valueText, center, radius, circumference, dashOffset } = useEasyPieChart({
    ...ariaProps,
    size,
    lineWidth,
  });
  const isValueInside = size >= minSizeForValueInside;
  const isValueShown = showValueLabel ?? (isValueInside || Boolean(ariaProps.label));
  const barStyle = {
    '--easy-pie-circumference': `${circumference}`,
    strokeDasharray: `${circumference}`,
    strokeDashoffset: dashOffset,
  } as CSSProperties;
  return (
    <EasyPieRoot {...meterProps} className={className}>
      <EasyPieFigure $size={size}>
        <EasyPieSvg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
          <EasyPieTrack cx={center} cy={center} r={radius} strokeWidth={lineWidth} />
          <EasyPieBar
            data-part="bar"
            cx={center}
            cy={center}
            r={radius}
            strokeWidth={lineWidth}
            style={barStyle}
            $variant={variant}
            $duration={animationDuration}
          />
        </EasyPieSvg>
        {isValueShown && isValueInside && (
          <EasyPieValue $size={size} aria-hidden="true">
            {valueText}
          </EasyPieValue>
        )}
      </EasyPieFigure>
      {isValueShown && !isValueInside && (
        <EasyPieValueBelow aria-hidden="true">{valueText}</EasyPieValueBelow>
      )}
      {ariaProps.label && <EasyPieLabel {...labelProps}>{ariaProps.label}</EasyPieLabel>}
    </EasyPieRoot>
  );
}
