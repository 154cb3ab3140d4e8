import { Pie } from '@visx/shape';
import { useChartPalette, seriesColor } from '../chart';
import { SparklineSvg } from './Sparkline.styles';
import { sparklineDefaults } from './sparklineGeometry';
import { shareSummary } from './sparklineSummary';
import { useSparkline, type SparklineBaseProps } from './useSparkline';
import { useTranslation } from '../i18n';

/** Props of {@link PieSparkline}. */
export interface PieSparklineProps extends SparklineBaseProps {
  /** Slice sizes; negative values count as zero. */
  values: readonly number[];
  /** Diameter; default 90, the width of a line sparkline. */
  size?: number;
}

/** A small pie of shares, coloured from the skin's chart palette and named by each share's percentage. */
export function PieSparkline({
  values,
  size = sparklineDefaults.pieSize,
  label: labelProp,
  'aria-label': ariaLabel,
  className,
}: PieSparklineProps) {
  const { t } = useTranslation();
  const label = labelProp ?? t('Shares');
  const palette = useChartPalette();
  const { svgProps } = useSparkline({
    width: size,
    height: size,
    summarize: (format) => shareSummary(label, values, format, t),
    'aria-label': ariaLabel,
  });
  const radius = size / 2;
  return (
    <SparklineSvg {...svgProps} className={className}>
      <Pie
        data={values.map((value, index) => ({ value: Math.max(value, 0), index }))}
        pieValue={(slice) => slice.value}
        pieSort={null}
        pieSortValues={null}
        outerRadius={radius}
        top={radius}
        left={radius}
        fill={(arc) => seriesColor(palette, arc.data.index)}
        stroke={palette.surface}
        strokeWidth={1}
      />
    </SparklineSvg>
  );
}
