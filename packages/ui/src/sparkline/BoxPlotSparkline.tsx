import { useTheme } from 'styled-components';
import { boxPlotStats, defaultWhiskerMultiplier } from './boxPlotStats';
import { SparklineSvg } from './Sparkline.styles';
import { sparklineDefaults, spanScale } from './sparklineGeometry';
import { boxPlotSummary } from './sparklineSummary';
import { useSparkline, type SparklineBaseProps } from './useSparkline';
import { useTranslation } from '../i18n';

/** Props of {@link BoxPlotSparkline}. */
export interface BoxPlotSparklineProps extends SparklineBaseProps {
  /** The raw sample; quartiles, whiskers and outliers are worked out from it. */
  values: readonly number[];
  /** Default 90. */
  width?: number;
  /** Default 20. */
  height?: number;
  /** Whisker reach in interquartile ranges; default 1.5 (Tukey's fences); values beyond are outliers. */
  whiskerMultiplier?: number;
}

const inset = 3;

/** A horizontal box plot: box from q1 to q3 with the median, whiskers 1.5 IQR out, outliers as dots. */
export function BoxPlotSparkline({
  values,
  width = sparklineDefaults.lineWidth,
  height = sparklineDefaults.lineHeight,
  whiskerMultiplier = defaultWhiskerMultiplier,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: BoxPlotSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Distribution');
  const theme = useTheme();
  const stats = boxPlotStats(values, whiskerMultiplier);
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: (format) => boxPlotSummary(label, stats, format, t),
    'aria-label': ariaLabel,
  });
  if (!stats) return <SparklineSvg {...svgProps} className={className} />;
  const x = spanScale([stats.min, stats.max], width, inset);
  const middle = height / 2;
  const boxTop = height * 0.15;
  const boxHeight = height * 0.7;
  const line = { stroke: theme.colors.textMuted, strokeWidth: 1 };
  return (
    <SparklineSvg {...svgProps} className={className}>
      <line x1={x(stats.lowWhisker)} x2={x(stats.q1)} y1={middle} y2={middle} {...line} />
      <line x1={x(stats.q3)} x2={x(stats.highWhisker)} y1={middle} y2={middle} {...line} />
      <line x1={x(stats.lowWhisker)} x2={x(stats.lowWhisker)} y1={height * 0.3} y2={height * 0.7} {...line} />
      <line
        x1={x(stats.highWhisker)}
        x2={x(stats.highWhisker)}
        y1={height * 0.3}
        y2={height * 0.7}
        {...line}
      />
      <rect
        x={x(stats.q1)}
        y={boxTop}
        width={Math.max(x(stats.q3) - x(stats.q1), 1)}
        height={boxHeight}
        fill={theme.colors.surfaceMuted}
        {...line}
      />
      <line
        x1={x(stats.median)}
        x2={x(stats.median)}
        y1={boxTop}
        y2={boxTop + boxHeight}
        stroke={theme.colors.primary}
        strokeWidth={2}
      />
      {stats.outliers.map((outlier, index) => (
        <circle
          key={index}
          cx={x(outlier)}
          cy={middle}
          r={2}
          fill={theme.colors.surface}
          stroke={theme.colors.danger}
        />
      ))}
    </SparklineSvg>
  );
}
