import { useMemo, useState } from 'react';
import { BarChart, LineChart, LiveChart, PieChart, useTranslation } from '@atrium/ui';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { monthNames } from '../monthNames';
import { withTranslatedLabels } from './parts/graphText';
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

/** Flot charts: lines, site stats, bars, stacked areas, pies and a live walk. */
export default function FlotPage() {
  // The walk is seeded per visit so the first frame is the same every time; the field owns its interval.
  const [liveRandom] = useState(() => seededRandom(42));
  const { t, locale } = useTranslation();
  const shortDate = useMemo(
    () => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const months = useMemo(() => monthNames(locale, barChartMonths.length, 'long'), [locale]);
  const shares = useMemo(() => withTranslatedLabels(browserShares, t), [t]);
  return (
    <GraphPage subtitle="Flot Charts">
      <GraphWidget title="Sin chart" isWide>
        <LineChart
          label={t('Sine and cosine')}
          description={t('sin(x) and cos(x) for x from 0 to 15.')}
          series={withTranslatedLabels(sineSeries, t)}
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
          label={t('Site statistics')}
          description={t('Daily visits and unique visitors in March 2026.')}
          series={withTranslatedLabels(siteStats, t)}
          yDomain={{ min: siteStatsAxis.yMin }}
          yTickCount={siteStatsAxis.yTickCount}
          formatX={(x) => shortDate.format(x)}
          hasPoints
          xLabel={t('Day')}
          height={320}
        />
      </GraphWidget>
      <GraphWidget title="Bar chart">
        <BarChart
          label={t('Orders and returns by month')}
          categories={months}
          series={withTranslatedLabels(monthlyBars, t)}
          categoryLabel={t('Month')}
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Stacked area chart">
        <LineChart
          label={t('Sales by platform, stacked')}
          description={t('Weekly sales of three platforms stacked on one another.')}
          series={withTranslatedLabels(stackedAreas, t)}
          variant="area"
          isStacked
          curve="monotone"
          xLabel={t('Week')}
          height={260}
        />
      </GraphWidget>
      <GraphWidget title="Pie chart">
        <PieChart label={t('Browser share')} data={shares} labelThreshold={0.1} />
      </GraphWidget>
      <GraphWidget title="Donut chart">
        <PieChart
          label={t('Browser share (donut)')}
          data={shares}
          variant="donut"
          innerRadiusRatio={0.5}
          labelThreshold={0.1}
        />
      </GraphWidget>
      <GraphWidget title="Auto updating chart" isWide>
        <LiveChart
          label={t('Live random walk')}
          description={t('A random walk of 200 values between 0 and 100, moving on every update.')}
          rng={liveRandom}
          variant="area"
          isAnimated={false}
          height={240}
        />
      </GraphWidget>
    </GraphPage>
  );
}
