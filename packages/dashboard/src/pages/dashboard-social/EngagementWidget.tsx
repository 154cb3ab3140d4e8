import { BarSparkline, EasyPieChart, Icon, Widget, useTranslation } from '@atrium/ui';
import { faChartPie } from '@fortawesome/free-solid-svg-icons';
import { Rings, WeekRow } from './SocialStats.styles';
import type { EngagementRate } from './socialDemoData';

/** Props of {@link EngagementWidget}. */
export interface EngagementWidgetProps {
  rates: readonly EngagementRate[];
  /** Posts per day over the last two weeks, oldest first. */
  postsPerDay: readonly number[];
}

/** How the audience responds: a ring per rate and a bar sparkline of recent posting. */
export function EngagementWidget({ rates, postsPerDay }: EngagementWidgetProps) {
  const { t } = useTranslation();
  const total = postsPerDay.reduce((sum, value) => sum + value, 0);
  return (
    <Widget
      title={t('Engagement')}
      icon={<Icon icon={faChartPie} />}
      buttons={{ edit: false, color: false, delete: false }}
      footer={
        <WeekRow>
          <span>{t('{count} posts in two weeks', { count: total })}</span>
          <BarSparkline values={postsPerDay} label={t('Posts per day')} />
        </WeekRow>
      }
    >
      <Rings>
        {rates.map((rate) => (
          <EasyPieChart
            key={rate.key}
            label={t(rate.label)}
            value={rate.percent}
            size={72}
            variant={rate.variant}
          />
        ))}
      </Rings>
    </Widget>
  );
}
