import { useMemo, useRef } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Badge, Icon, LineChart, LineSparkline, useChartWidth, Widget, useTranslation } from '@atrium/ui';
import { faArrowTrendUp } from '@fortawesome/free-solid-svg-icons';
import { BigNumber, Headline, SparklineRow } from './SocialStats.styles';
import { growthPercent } from './socialDemoData';

/** Props of {@link FollowersGrowthWidget}. */
export interface FollowersGrowthWidgetProps {
  /** Followers at the end of each month, oldest first; the last is this month. */
  followersByMonth: readonly number[];
  /** The moment the months count back from. */
  now: number;
}

/** Followers over the last months: today's total, the growth since the first month and a line chart. */
export function FollowersGrowthWidget({ followersByMonth, now }: FollowersGrowthWidgetProps) {
  const { t, locale } = useTranslation();
  const numbers = useNumberFormatter();
  // Month names in the language, not in react-aria's locale, which a mirrored English layout sets to Arabic.
  const months = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'short' }), [locale]);
  const series = useMemo(() => {
    const today = new Date(now);
    const last = followersByMonth.length - 1;
    const data = followersByMonth.map((y, i) => ({
      x: new Date(today.getFullYear(), today.getMonth() - (last - i), 1),
      y,
    }));
    return [{ key: 'followers', label: t('Followers'), data }];
  }, [followersByMonth, now, t]);
  const total = followersByMonth[followersByMonth.length - 1] ?? 0;
  const growth = growthPercent(followersByMonth);
  // The sparkline is drawn at the card's measured width, so it spans the card at every column size.
  const sparklineRow = useRef<HTMLDivElement>(null);
  const sparklineWidth = useChartWidth(sparklineRow);
  return (
    <Widget
      title={t('Followers growth')}
      icon={<Icon icon={faArrowTrendUp} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <Headline>
        <BigNumber>
          {numbers.format(total)}
          <small>{t('followers')}</small>
        </BigNumber>
        <Badge variant="success">{t('+{percent}% in a year', { percent: numbers.format(growth) })}</Badge>
      </Headline>
      <SparklineRow ref={sparklineRow}>
        {sparklineWidth > 0 && (
          <LineSparkline
            values={followersByMonth.slice(-6)}
            label={t('Followers, last 6 months')}
            width={sparklineWidth}
            height={32}
            isFilled
          />
        )}
      </SparklineRow>
      <LineChart
        label={t('Followers per month')}
        series={series}
        variant="area"
        curve="monotone"
        height={160}
        yTickCount={4}
        xTickCount={6}
        formatX={(x) => months.format(x instanceof Date ? x : new Date(x))}
        xLabel={t('Month')}
        hasLegend={false}
      />
    </Widget>
  );
}
