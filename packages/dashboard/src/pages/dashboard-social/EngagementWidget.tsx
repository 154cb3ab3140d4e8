import { BarSparkline, EasyPieChart, Icon, Widget } from '@atrium/ui';
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
  const total = postsPerDay.reduce((sum, value) => sum + value, 0);
  return (
    <Widget
      title="Engagement"
      icon={<Icon icon={faChartPie} />}
      buttons={{ edit: false, color: false, delete: false }}
      footer={
        <WeekRow>
          <span>{total} posts in two weeks</span>
          <BarSparkline values={postsPerDay} label="Posts per day" />
        </WeekRow>
      }
    >
      <Rings>
        {rates.map((rate) => (
          <EasyPieChart
            key={rate.key}
            label={rate.label}
            value={rate.percent}
            size={72}
            variant={rate.variant}
          />
        ))}
      </Rings>
    </Widget>
  );
}
