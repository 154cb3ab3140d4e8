import { useMemo } from 'react';
import { Icon, PageHeader, useTranslation } from '@atrium/ui';
import { faHouse } from '@fortawesome/free-solid-svg-icons';
import { useSocialWall, useUser } from '../../api/resources';
import { Aside, Feed, Side, Wall } from './DashboardSocialPage.styles';
import { EngagementWidget } from './EngagementWidget';
import { FollowersGrowthWidget } from './FollowersGrowthWidget';
import { ForumCard } from './ForumCard';
import { PhotoCard } from './PhotoCard';
import { PollCard } from './PollCard';
import { ProfileCard } from './ProfileCard';
import { RecentActivityWidget } from './RecentActivityWidget';
import { SocialFeed } from './SocialFeed';
import {
  engagementRates,
  followersByMonth,
  postsPerDay,
  recentActivity,
  socialProfile,
} from './socialDemoData';
import { useSocialFeed } from './useSocialFeed';

/** Dashboard › Social Wall (/dashboard-social): the user's profile, the team feed, photos, a poll and forum. */
export default function DashboardSocialPage() {
  const { t } = useTranslation();
  const user = useUser();
  const wall = useSocialWall();
  const name = user.data?.username ?? t('You');
  const picture = user.data?.picture ?? '';
  const author = useMemo(() => ({ name, picture }), [name, picture]);
  const feed = useSocialFeed(author);
  const firstName = user.data?.username.split(' ')[0];
  return (
    <>
      <PageHeader title={t('Dashboard')} subtitle={t('Social Wall')} icon={<Icon icon={faHouse} />} />
      <Wall>
        <Side>
          <ProfileCard
            name={name}
            picture={picture}
            profile={socialProfile}
            postCount={socialProfile.earlierPosts + feed.posts.length}
          />
          <EngagementWidget rates={engagementRates} postsPerDay={postsPerDay} />
          {wall.data && <PhotoCard post={wall.data.photos} now={feed.openedAt} />}
        </Side>
        <Feed>
          <SocialFeed feed={feed} picture={picture} firstName={firstName} />
          {wall.data && <ForumCard topics={wall.data.forumTopics} now={feed.openedAt} />}
        </Feed>
        <Aside>
          <FollowersGrowthWidget followersByMonth={followersByMonth} now={feed.openedAt} />
          {wall.data && <PollCard poll={wall.data.poll} now={feed.openedAt} />}
          <RecentActivityWidget activity={recentActivity} now={feed.openedAt} />
        </Aside>
      </Wall>
    </>
  );
}
