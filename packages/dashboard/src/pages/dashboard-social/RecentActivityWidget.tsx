import { Icon, Widget, useTranslation } from '@atrium/ui';
import { faBolt } from '@fortawesome/free-solid-svg-icons';
import { PersonAvatar } from './PersonAvatar';
import { PostTime } from './PostTime';
import { ActivityList } from './SocialStats.styles';
import type { SocialActivity } from './socialDemoData';

/** Props of {@link RecentActivityWidget}. */
export interface RecentActivityWidgetProps {
  activity: readonly SocialActivity[];
  /** The moment ages are told from. */
  now: number;
}

const minute = 60_000;

/** What the team did around the user lately: likes, comments, follows and mentions, newest first. */
export function RecentActivityWidget({ activity, now }: RecentActivityWidgetProps) {
  const { t } = useTranslation();
  return (
    <Widget
      title={t('Recent activity')}
      icon={<Icon icon={faBolt} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <ActivityList>
        {activity.map((item) => (
          <li key={item.id}>
            <PersonAvatar picture={item.person.picture} size={28} />
            <p>
              <strong>{item.person.name}</strong> {item.action}
              <PostTime at={now - item.minutesAgo * minute} now={now} />
            </p>
          </li>
        ))}
      </ActivityList>
    </Widget>
  );
}
