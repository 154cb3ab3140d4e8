import { Bar } from '@visx/shape';
import { useTheme, type DefaultTheme } from 'styled-components';
import { SparklineSvg } from './Sparkline.styles';
import {
  barLayout,
  barRowWidth,
  sparklineDefaults,
  tristateLayout,
  type SparklineBar,
} from './sparklineGeometry';
import { seriesSummary, tristateSummary } from './sparklineSummary';
import { useSparkline, type SparklineBaseProps } from './useSparkline';
import { useTranslation } from '../i18n';

/** Props of {@link BarSparkline} and {@link TristateSparkline}. */
export interface BarSparklineProps extends SparklineBaseProps {
  values: readonly number[];
  /** Default 26, so a bar sparkline fits a table row. */
  height?: number;
  /** Default 5. */
  barWidth?: number;
  /** Gap between bars; default 2. */
  barSpacing?: number;
  /**
   * Fill of the bars at or above zero; the skin's primary colour by default. Give another when the bars
   * sit on something other than a widget, e.g. the page background.
   */
  color?: string;
}

function signColor(
  theme: DefaultTheme,
  sign: SparklineBar['sign'],
  tristate: boolean,
  color: string | undefined,
): string {
  if (sign < 0) return theme.colors.danger;
  if (sign === 0 && tristate) return theme.colors.textMuted;
  return tristate ? theme.colors.success : (color ?? theme.colors.primary);
}

function BarRow({ bars, tristate, color }: { bars: SparklineBar[]; tristate: boolean; color?: string }) {
  const theme = useTheme();
  return bars.map((bar, index) => (
    <Bar
      key={index}
      x={bar.x}
      y={bar.y}
      width={bar.width}
      height={bar.height}
      fill={signColor(theme, bar.sign, tristate, color)}
    />
  ));
}

/** A word-sized bar chart: bars rise from zero, negative ones hang below it in the danger colour. */
export function BarSparkline({
  values,
  height = sparklineDefaults.barHeight,
  barWidth = sparklineDefaults.barWidth,
  barSpacing = sparklineDefaults.barSpacing,
  color,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: BarSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Values');
  const width = barRowWidth(values.length, barWidth, barSpacing);
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: (format) => seriesSummary(label, values, format, t),
    'aria-label': ariaLabel,
  });
  return (
    <SparklineSvg {...svgProps} className={className}>
      <BarRow bars={barLayout(values, { height, barWidth, barSpacing })} tristate={false} color={color} />
    </SparklineSvg>
  );
}

/** Win/loss bars: up for positive values, down for negative ones, a short mark for zero. */
export function TristateSparkline({
  values,
  height = sparklineDefaults.barHeight,
  barWidth = sparklineDefaults.barWidth,
  barSpacing = sparklineDefaults.barSpacing,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: BarSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Results');
  const width = barRowWidth(values.length, barWidth, barSpacing);
  const { svgProps } = useSparkline({
    width,
    height,
    summarize: () => tristateSummary(label, values, t),
    'aria-label': ariaLabel,
  });
  return (
    <SparklineSvg {...svgProps} className={className}>
      <BarRow bars={tristateLayout(values, { height, barWidth, barSpacing })} tristate />
    </SparklineSvg>
  );
}
