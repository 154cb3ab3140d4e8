import { useMemo } from 'react';
import {
  BarChart,
  Icon,
  LineChart,
  PageHeader,
  PieChart,
  PolarAreaChart,
  RadarChart,
  Widget,
} from '@atrium/ui';
import { faChartBar } from '@fortawesome/free-solid-svg-icons';
import styled from 'styled-components';
import {
  chartJsActivities,
  chartJsDemoData,
  chartJsMonths,
  doughnutAnimationMs,
  doughnutCutout,
} from './chartJsDemoData';

const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
`;

const monthOf = (x: number | Date) => chartJsMonths[Math.round(Number(x))] ?? '';
const chartIcon = <Icon icon={faChartBar} />;

/** Graphs › Chart.js (spec §2, §9): the classic Chart.js demo set, line, bar, radar, doughnut, polar and pie. */
export default function ChartJsPage() {
  const data = useMemo(() => chartJsDemoData(), []);
  return (
    <>
      <PageHeader title="Graphs" subtitle="Chart.js" icon={chartIcon} />
      <ChartGrid>
        <Widget defaultTitle="Line Chart" icon={chartIcon}>
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
        </Widget>
        <Widget defaultTitle="Bar Chart" icon={chartIcon}>
          <BarChart
            label="Two datasets, January to July (bars)"
            categories={chartJsMonths}
            series={data.datasets}
            categoryLabel="Month"
            pointsLabel="Months"
            height={260}
          />
        </Widget>
        <Widget defaultTitle="Radar Chart" icon={chartIcon}>
          <RadarChart
            label="Time spent per activity"
            axes={chartJsActivities}
            series={data.radar}
            axisLabel="Activity"
            height={300}
          />
        </Widget>
        <Widget defaultTitle="Doughnut Chart" icon={chartIcon}>
          <PieChart
            label="Visits by device"
            variant="donut"
            data={data.doughnut}
            innerRadiusRatio={doughnutCutout}
            animationDuration={doughnutAnimationMs}
            categoryLabel="Device"
            height={300}
          />
        </Widget>
        <Widget defaultTitle="Polar Chart" icon={chartIcon}>
          <PolarAreaChart label="Sales by region" data={data.polar} categoryLabel="Region" height={300} />
        </Widget>
        <Widget defaultTitle="Pie Chart" icon={chartIcon}>
          <PieChart label="Visits by source" data={data.pie} categoryLabel="Source" height={300} />
        </Widget>
      </ChartGrid>
    </>
  );
}
