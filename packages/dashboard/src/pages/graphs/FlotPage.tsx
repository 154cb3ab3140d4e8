import { useState } from 'react';
import { BarChart, LineChart, LiveChart, PieChart } from '@atrium/ui';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import {
  barChartMonths,
  browserShares,
  monthlyBarSeries,
  seededRandom,
  sineChartDomain,
  sineCosineSeries,
  siteStatsAxis,
  siteStatsSeries,
  stackedAreaSeries,
} from './parts/graphsDemoData';

// Built once per module: the demo data is fixed, so every visit draws the same charts.
const sineSeries = sineCosineSeries();
const siteStats = siteStatsSeries();
const monthlyBars = monthlyBarSeries();
const stackedAreas = stackedAreaSeries();
const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Flot charts: lines, site stats, bars, stacked areas, pies and a live walk. */
export default function FlotPage() {
  // The walk is seeded per visit so the first frame is the same every time; the field owns its interval.
  const [liveRandom] = useState(() => seededRandom(42));
  return (
    <GraphPage subtitle="Flot Charts">
      <GraphWidget title="Sin chart" isWide>
        <LineChart
          label="Sine and cosine"
          description="sin(x) and cos(x) for x from 0 to 15."
          series={sineSeries}
          xDomain={sineChartDomain.x}
          yDomain={sineChartDomain.y}
          xTickCount={15}
          hasPoints
          curve="monotone"
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Site stats" isWide>
        <LineChart
          label="Site statistics"
          description="Daily visits and unique visitors in March 2026."
          series={siteStats}
          yDomain={{ min: siteStatsAxis.yMin }}
          yTickCount={siteStatsAxis.yTickCount}
          formatX={(x) => shortDate.format(x)}
          hasPoints
          xLabel="Day"
          height={320}
        />
      </GraphWidget>
      <GraphWidget title="Bar chart">
        <BarChart
          label="Orders and returns by month"
          categories={barChartMonths}
          series={monthlyBars}
          categoryLabel="Month"
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Stacked area chart">
        <LineChart
          label="Sales by platform, stacked"
          description="Weekly sales of three platforms stacked on one another."
          series={stackedAreas}
          variant="area"
          isStacked
          curve="monotone"
          xLabel="Week"
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Pie chart">
        <PieChart label="Browser share" data={browserShares} labelThreshold={0.1} />
      </GraphWidget>
      <GraphWidget title="Donut chart">
        <PieChart
          label="Browser share (donut)"
          data={browserShares}
          variant="donut"
          innerRadiusRatio={0.5}
          labelThreshold={0.1}
        />
      </GraphWidget>
      <GraphWidget title="Auto updating chart" isWide>
        <LiveChart
          label="Live random walk"
          description="A random walk of 200 values between 0 and 100, moving on every update."
          rng={liveRandom}
          variant="area"
          isAnimated={false}
          height={240}
        />
      </GraphWidget>
    </GraphPage>
  );
}
