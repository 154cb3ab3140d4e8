import { useTheme } from 'styled-components';
import { mixColors } from '../chart';
import { SparklineSvg } from './Sparkline.styles';
import { sparklineDefaults, spanScale } from './sparklineGeometry';
import { bulletSummary } from './sparklineSummary';
import { useSparkline, type SparklineBaseProps } from './useSparkline';
import { useTranslation } from '../i18n';

/** Props of {@link BulletSparkline}. */
export interface BulletSparklineProps extends SparklineBaseProps {
  /** The measured value, drawn as the inner bar. */
  performance: number;
  /** The goal, drawn as a vertical mark. */
  target?: number;
  /** Qualitative bands (e.g. poor, fair, good upper bounds), drawn as shaded backgrounds. */
  ranges?: readonly number[];
  /** Default 90. */
  width?: number;
  /** Default 20. */
  height?: number;
}

/** A bullet graph: a value bar over shaded ranges, with a target mark. */
export function BulletSparkline({
  performance,
  target,
  ranges = [],
  width = sparklineDefaults.lineWidth,
  height = sparklineDefaults.lineHeight,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: BulletSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Value');
  const theme = useTheme();
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: (format) => bulletSummary(label, { performance, target, ranges }, format, t),
    'aria-label': ariaLabel,
  });
  const high = Math.max(performance, target ?? 0, ...ranges, 0);
  const x = spanScale([0, high], width, 0);
  // Widest band first and palest, so narrower, darker bands stay visible on top of it.
  const bands = [...ranges].sort((a, b) => b - a);
  return (
    <SparklineSvg {...svgProps} className={className}>
      {bands.map((range, index) => (
        <rect
          key={index}
          x={0}
          y={0}
          width={x(range)}
          height={height}
          fill={mixColors(
            theme.colors.borderStrong,
            theme.colors.surfaceMuted,
            (index + 1) / (bands.length + 1),
          )}
        />
      ))}
      <rect
        x={0}
        y={height / 3}
        width={x(Math.max(performance, 0))}
        height={height / 3}
        fill={theme.colors.primary}
      />
      {target !== undefined && (
        <line
          x1={x(target)}
          x2={x(target)}
          y1={height * 0.15}
          y2={height * 0.85}
          stroke={theme.colors.text}
          strokeWidth={2}
        />
      )}
    </SparklineSvg>
  );
}
