import { BarChart, LineChart, PieChart, TimeSeriesChart, useTranslation } from '@atrium/ui';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
import { withTranslatedLabels } from './parts/graphText';
import {
  dailyTrafficSeries,
  decimalSeries,
  morrisBarQuarters,
  morrisBarYears,
  negativeValuesSeries,
  overlappingAreaSeries,
  quarterLabel,
  quarterlySalesSeries,
  risingBarSeries,
  salesByChannel,
  yearlyBarSeries,
  yearlyLicensesSeries,
} from './parts/graphsDemoData';

// Built once per module: the demo data is fixed, so every visit draws the same charts.
const sales = quarterlySalesSeries();
const overlapping = overlappingAreaSeries();
const rising = risingBarSeries();
const yearly = yearlyBarSeries();
const licenses = yearlyLicensesSeries();
const decimals = decimalSeries();
const negatives = negativeValuesSeries();
const traffic = dailyTrafficSeries();

const byQuarter = (x: number | Date) => quarterLabel(new Date(x));
const byYear = (x: number | Date) => String(new Date(x).getUTCFullYear());
const percent = (y: number) => `${y}%`;

/** Morris charts: the Morris demo set of lines, areas, bars, a donut and negative values. */
export default function MorrisPage() {
  const { t } = useTranslation();
  return (
    <GraphPage subtitle="Morris Charts">
      <GraphWidget title="Sales graphs" isWide>
        <LineChart
          label={t('Quarterly sales by item')}
          description={t('Sales of three items per quarter from 2010 Q2 to 2012 Q2, stacked.')}
          series={withTranslatedLabels(sales, t)}
          variant="area"
          isStacked
          curve="monotone"
          hasPoints
          formatX={byQuarter}
          xLabel={t('Quarter')}
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Area graph">
        <LineChart
          label={t('Y and Z over 2011')}
          series={withTranslatedLabels(overlapping, t)}
          variant="area"
          curve="monotone"
          hasPoints
          formatX={byQuarter}
          xLabel={t('Quarter')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Bar graph">
        <BarChart
          label={t('Y by quarter')}
          categories={morrisBarQuarters}
          series={withTranslatedLabels(rising, t)}
          categoryLabel={t('Quarter')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Normal bar graph">
        <BarChart
          label={t('X, Y and Z by year')}
          categories={morrisBarYears}
          series={withTranslatedLabels(yearly, t)}
          categoryLabel={t('Year')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Stacked bar graph">
        <BarChart
          label={t('X, Y and Z by year, stacked')}
          categories={morrisBarYears}
          series={withTranslatedLabels(yearly, t)}
          isStacked
          categoryLabel={t('Year')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Horizontal bar graph">
        <BarChart
          label={t('X, Y and Z by year, horizontal')}
          categories={morrisBarYears}
          series={withTranslatedLabels(yearly, t)}
          orientation="horizontal"
          categoryLabel={t('Year')}
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Year graph">
        <LineChart
          label={t('Licenses per year')}
          series={withTranslatedLabels(licenses, t)}
          hasPoints
          formatX={byYear}
          xTickCount={7}
          xLabel={t('Year')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Decimal data">
        <LineChart
          label={t('Sine and cosine in percent')}
          series={withTranslatedLabels(decimals, t)}
          formatX={(x) => `${Number(x)}°`}
          formatY={percent}
          xLabel={t('Angle')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Negative values">
        <LineChart
          label={t('Damped waves with negative values')}
          series={withTranslatedLabels(negatives, t)}
          hasPoints
          formatX={byQuarter}
          xLabel={t('Quarter')}
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Donut graph">
        <PieChart
          label={t('Sales by channel')}
          data={withTranslatedLabels(salesByChannel, t)}
          variant="donut"
        />
      </GraphWidget>
      {/* Half width, beside the donut, so neither sits alone on its row. */}
      <GraphWidget title="Time graph">
        <TimeSeriesChart
          label={t('Daily page views')}
          description={t('Page views per day over 2025; zoom with the buttons, the wheel or the overview.')}
          series={withTranslatedLabels(traffic, t)}
          variant="area"
          xLabel={t('Day')}
          height={260}
        />
      </GraphWidget>
    </GraphPage>
  );
}
