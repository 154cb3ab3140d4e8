import { LineChart } from '@atrium/ui';
import { monthName, socialNetworkSeries } from './dashboardDemoData';

const formatMonth = (x: number | Date) => (typeof x === 'number' ? monthName(x) : '');
const formatThousands = (y: number) => `${y}k`;
// Fixed sample data: built once, the same on every visit.
const series = socialNetworkSeries();

/** The "Social network" tab: followers per month on three networks, from fixed sample data. */
export function SocialNetworkTab() {
  return (
    <LineChart
      label="Social network followers"
      description="Followers in thousands per month on Twitter, Facebook and LinkedIn (sample data)."
      series={series}
      curve="monotone"
      hasPoints
      xLabel="Month"
      xTickCount={12}
      formatX={formatMonth}
      formatY={formatThousands}
      yDomain={{ min: 0 }}
      height={260}
    />
  );
}
