import { BarChart, LineChart, PieChart, TimeSeriesChart } from '@atrium/ui';
import { GraphPage } from './parts/GraphPage';
import { GraphWidget } from './parts/GraphWidget';
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
  return (
    <GraphPage subtitle="Morris Charts">
      <GraphWidget title="Sales graphs" isWide>
        <LineChart
          label="Quarterly sales by item"
          description="Sales of three items per quarter from 2010 Q2 to 2012 Q2, stacked."
          series={sales}
          variant="area"
          isStacked
          curve="monotone"
          hasPoints
          formatX={byQuarter}
          xLabel="Quarter"
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Area graph">
        <LineChart
          label="Y and Z over 2011"
          series={overlapping}
          variant="area"
          curve="monotone"
          hasPoints
          formatX={byQuarter}
          xLabel="Quarter"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Bar graph">
        <BarChart
          label="Y by quarter"
          categories={morrisBarQuarters}
          series={rising}
          categoryLabel="Quarter"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Normal bar graph">
        <BarChart
          label="X, Y and Z by year"
          categories={morrisBarYears}
          series={yearly}
          categoryLabel="Year"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Stacked bar graph">
        <BarChart
          label="X, Y and Z by year, stacked"
          categories={morrisBarYears}
          series={yearly}
          isStacked
          categoryLabel="Year"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Horizontal bar graph">
        <BarChart
          label="X, Y and Z by year, horizontal"
          categories={morrisBarYears}
          series={yearly}
          orientation="horizontal"
          categoryLabel="Year"
          height={280}
        />
      </GraphWidget>
      <GraphWidget title="Year graph">
        <LineChart
          label="Licenses per year"
          series={licenses}
          hasPoints
          formatX={byYear}
          xTickCount={7}
          xLabel="Year"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Decimal data">
        <LineChart
          label="Sine and cosine in percent"
          series={decimals}
          formatX={(x) => `${Number(x)}°`}
          formatY={percent}
          xLabel="Angle"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Negative values">
        <LineChart
          label="Damped waves with negative values"
          series={negatives}
          hasPoints
          formatX={byQuarter}
          xLabel="Quarter"
          height={240}
        />
      </GraphWidget>
      <GraphWidget title="Donut graph">
        <PieChart label="Sales by channel" data={salesByChannel} variant="donut" />
      </GraphWidget>
      {/* Half width, beside the donut, so neither sits alone on its row. */}
      <GraphWidget title="Time graph">
        <TimeSeriesChart
          label="Daily page views"
          description="Page views per day over 2025; zoom with the buttons, the wheel or the overview."
          series={traffic}
          variant="area"
          xLabel="Day"
          height={260}
        />
      </GraphWidget>
    </GraphPage>
  );
}
