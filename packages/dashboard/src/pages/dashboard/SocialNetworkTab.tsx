import { LineChart, useTranslation } from '@atrium/ui';
import { monthName, socialNetworkSeries } from './dashboardDemoData';

const formatThousands = (y: number) => `${y}k`;
// Fixed sample data: built once, the same on every visit.
const series = socialNetworkSeries();

/** The "Social network" tab: followers per month on three networks, from fixed sample data. */
export function SocialNetworkTab() {
  const { t, locale } = useTranslation();
  return (
    <LineChart
      label={t('Social network followers')}
      description={t('Followers in thousands per month on Twitter, Facebook and LinkedIn (sample data).')}
      series={series}
      curve="monotone"
      hasPoints
      xLabel={t('Month')}
      xTickCount={12}
      formatX={(x) => (typeof x === 'number' ? monthName(x, locale) : '')}
      formatY={formatThousands}
      yDomain={{ min: 0 }}
      height={260}
    />
  );
}
