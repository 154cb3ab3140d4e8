import { useMemo } from 'react';
import { BarChart, Icon, LineChart, PieChart, PolarAreaChart, RadarChart } from '@atrium/ui';
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

const monthOf = (x: number | Date) => chartJsMonths[Math.round(Number(x))] ?? '';
const chartIcon = <Icon icon={faChartBar} />;

/** Graphs › Chart.js: the classic Chart.js demo set, line, bar, radar, doughnut, polar and pie. */
export default function ChartJsPage() {
  const data = useMemo(() => chartJsDemoData(), []);
  return (
    <GraphPage subtitle="Chart.js" icon={chartIcon} gap="xl">
      <GraphWidget title="Line Chart" icon={chartIcon}>
        <LineChart
          label="Two datasets, January to July (line)"
          series={data.lines}
          variant="area"
          curve="monotone"
          hasPoints
          xTickCount={chartJsMonths.length}
          formatX={monthOf}
          xLabel="Month"
          pointsLabel="Months"
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Bar Chart" icon={chartIcon}>
        <BarChart
          label="Two datasets, January to July (bars)"
          categories={chartJsMonths}
          series={data.datasets}
          categoryLabel="Month"
          pointsLabel="Months"
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Radar Chart" icon={chartIcon}>
        <RadarChart
          label="Time spent per activity"
          axes={chartJsActivities}
          series={data.radar}
          axisLabel="Activity"
          height={300}
        />
      </GraphWidget>
      <GraphWidget title="Doughnut Chart" icon={chartIcon}>
        <PieChart
          label="Visits by device"
          variant="donut"
          data={data.doughnut}
          innerRadiusRatio={doughnutCutout}
          animationDuration={doughnutAnimationMs}
          categoryLabel="Device"
          height={300}
        />
      </GraphWidget>
      <GraphWidget title="Polar Chart" icon={chartIcon}>
        <PolarAreaChart label="Sales by region" data={data.polar} categoryLabel="Region" height={300} />
      </GraphWidget>
      <GraphWidget title="Pie Chart" icon={chartIcon}>
        <PieChart label="Visits by source" data={data.pie} categoryLabel="Source" height={300} />
      </GraphWidget>
    </GraphPage>
  );
}
