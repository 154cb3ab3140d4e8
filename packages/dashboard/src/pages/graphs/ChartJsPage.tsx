import { useMemo } from 'react';
import { BarChart, Icon, LineChart, PieChart, PolarAreaChart, RadarChart, useTranslation } from '@atrium/ui';
import { faChartBar } from '@fortawesome/free-solid-svg-icons';
import {
  chartJsActivities,
  chartJsDemoData,
  chartJsMonths,
  doughnutAnimationMs,
  doughnutCutout,
} from './chartJsDemoData';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { monthNames } from '../monthNames';
import { withTranslatedLabels } from './parts/graphText';

const chartIcon = <Icon icon={faChartBar} />;

/** Graphs › Chart.js: the classic Chart.js demo set, line, bar, radar, doughnut, polar and pie. */
export default function ChartJsPage() {
  const { t, locale } = useTranslation();
  const demo = useMemo(() => chartJsDemoData(), []);
  const data = useMemo(
    () => ({
      lines: withTranslatedLabels(demo.lines, t),
      datasets: withTranslatedLabels(demo.datasets, t),
      radar: withTranslatedLabels(demo.radar, t),
      doughnut: withTranslatedLabels(demo.doughnut, t),
      polar: withTranslatedLabels(demo.polar, t),
      pie: withTranslatedLabels(demo.pie, t),
    }),
    [demo, t],
  );
  const months = useMemo(() => monthNames(locale, chartJsMonths.length, 'long'), [locale]);
  const activities = useMemo(() => chartJsActivities.map((activity) => t(activity)), [t]);
  const monthOf = (x: number | Date) => months[Math.round(Number(x))] ?? '';
  return (
    <GraphPage subtitle="Chart.js" icon={chartIcon} gap="xl">
      <GraphWidget title="Line Chart" icon={chartIcon}>
        <LineChart
          label={t('Two datasets, January to July (line)')}
          series={data.lines}
          variant="area"
          curve="monotone"
          hasPoints
          xTickCount={months.length}
          formatX={monthOf}
          xLabel={t('Month')}
          pointsLabel={t('Months')}
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Bar Chart" icon={chartIcon}>
        <BarChart
          label={t('Two datasets, January to July (bars)')}
          categories={months}
          series={data.datasets}
          categoryLabel={t('Month')}
          pointsLabel={t('Months')}
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Radar Chart" icon={chartIcon}>
        <RadarChart
          label={t('Time spent per activity')}
          axes={activities}
          series={data.radar}
          axisLabel={t('Activity')}
          height={300}
        />
      </GraphWidget>
      <GraphWidget title="Doughnut Chart" icon={chartIcon}>
        <PieChart
          label={t('Visits by device')}
          variant="donut"
          data={data.doughnut}
          innerRadiusRatio={doughnutCutout}
          animationDuration={doughnutAnimationMs}
          categoryLabel={t('Device')}
          height={300}
        />
      </GraphWidget>
      <GraphWidget title="Polar Chart" icon={chartIcon}>
        <PolarAreaChart
          label={t('Sales by region')}
          data={data.polar}
          categoryLabel={t('Region')}
          height={300}
        />
      </GraphWidget>
      <GraphWidget title="Pie Chart" icon={chartIcon}>
        <PieChart label={t('Visits by source')} data={data.pie} categoryLabel={t('Source')} height={300} />
      </GraphWidget>
    </GraphPage>
  );
}
