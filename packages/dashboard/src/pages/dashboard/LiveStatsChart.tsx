import { useMemo, type ReactNode } from 'react';
import { LineChart, useTranslation } from '@atrium/ui';
import { liveStatsSeries, type LiveStatsWalks } from './dashboardDemoData';

/** Props of {@link LiveStatsChart}. */
export interface LiveStatsChartProps {
  walks: LiveStatsWalks;
  /** Controls drawn above the plot, e.g. the live switch. */
  toolbar?: ReactNode;
  /** Plot height in pixels. Default 220. */
  height?: number;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
}

const liveYDomain = { min: 0, max: 100 };

/** The two live random walks on a 0 to 100 axis; a stream, so the lines are not revealed. */
export function LiveStatsChart({ walks, toolbar, height = 220, width }: LiveStatsChartProps) {
  const { t } = useTranslation();
  const series = useMemo(
    () => liveStatsSeries(walks).map((item) => ({ ...item, label: t(item.label) })),
    [walks, t],
  );
  return (
    <LineChart
      label={t('Live stats')}
      description={t(
        'Two random walks between 0 and 100 that shift every 1.5 seconds while the live switch is on.',
      )}
      series={series}
      yDomain={liveYDomain}
      xLabel={t('Sample')}
      height={height}
      width={width}
      isAnimated={false}
      toolbar={toolbar}
    />
  );
}
