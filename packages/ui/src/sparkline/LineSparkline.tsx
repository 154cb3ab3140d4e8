import { LinePath } from '@visx/shape';
import { useTheme } from 'styled-components';
import { SparklineSvg } from './Sparkline.styles';
import { linePoints, sparklineDefaults } from './sparklineGeometry';
import { seriesSummary } from './sparklineSummary';
import { useSparkline, type SparklineBaseProps } from './useSparkline';
import { useTranslation } from '../i18n';

/** Props of {@link LineSparkline}. */
export interface LineSparklineProps extends SparklineBaseProps {
  values: readonly number[];
  /** Default 90: line sparklines are 20 × 90 px, small enough to sit in a table cell. */
  width?: number;
  /** Default 20. */
  height?: number;
  /** Fill the area under the line with a tint of the line colour. */
  isFilled?: boolean;
  /** Mark the last value with a dot. Default true. */
  showLastSpot?: boolean;
}

const inset = 2;

/** A word-sized line chart of a series, named by a summary of its values. */
export function LineSparkline({
  values,
  width = sparklineDefaults.lineWidth,
  height = sparklineDefaults.lineHeight,
  isFilled = false,
  showLastSpot = true,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: LineSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Trend');
  const theme = useTheme();
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: (format) => seriesSummary(label, values, format, t),
    'aria-label': ariaLabel,
  });
  const points = values.length > 0 ? linePoints(values, { width, height, inset }) : [];
  const last = points[points.length - 1];
  const area =
    points.length > 1
      ? `M${points[0]!.x},${height}${points.map((p) => `L${p.x},${p.y}`).join('')}L${last!.x},${height}Z`
      : '';
  return (
    <SparklineSvg {...svgProps} className={className}>
      {isFilled && area && <path d={area} fill={theme.colors.primary} fillOpacity={0.2} />}
      <LinePath
        data={points}
        x={(point) => point.x}
        y={(point) => point.y}
        stroke={theme.colors.primary}
        strokeWidth={1.5}
        strokeLinejoin="round"
        fill="none"
      />
      {showLastSpot && last && <circle cx={last.x} cy={last.y} r={2} fill={theme.colors.danger} />}
    </SparklineSvg>
  );
}

/** Props of {@link DiscreteSparkline}. */
export interface DiscreteSparklineProps extends SparklineBaseProps {
  values: readonly number[];
  /** Default 90. */
  width?: number;
  /** Default 20. */
  height?: number;
  /** Values below this are drawn in the warning colour. */
  threshold?: number;
}

/** A sparkline of short vertical ticks, one per value, placed by height: good for counts over time. */
export function DiscreteSparkline({
  values,
  width = sparklineDefaults.lineWidth,
  height = sparklineDefaults.lineHeight,
  threshold,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: DiscreteSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Values');
  const theme = useTheme();
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: (format) => seriesSummary(label, values, format, t),
    'aria-label': ariaLabel,
  });
  const tick = Math.max(3, Math.round(height * 0.3));
  const points = values.length > 0 ? linePoints(values, { width, height, inset: tick / 2 }) : [];
  return (
    <SparklineSvg {...svgProps} className={className}>
      {points.map((point, index) => (
        <line
          key={index}
          x1={point.x}
          x2={point.x}
          y1={point.y - tick / 2}
          y2={point.y + tick / 2}
          strokeWidth={1.5}
          stroke={
            threshold !== undefined && point.value < threshold ? theme.colors.warning : theme.colors.textMuted
          }
        />
      ))}
    </SparklineSvg>
  );
}
