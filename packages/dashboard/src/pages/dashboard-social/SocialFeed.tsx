import { Icon, Widget, useTranslation } from '@atrium/ui';
import { faComments } from '@fortawesome/free-solid-svg-icons';
import { FeedPost } from './FeedPost';
import { PostList } from './SocialFeed.styles';
import { StatusComposer } from './StatusComposer';
import type { SocialFeedState } from './useSocialFeed';

/** Props of {@link SocialFeed}. */
export interface SocialFeedProps {
  feed: SocialFeedState;
  /** Picture and first name of the signed-in user, for the status box. */
  picture: string;
  firstName?: string;
}

/** The wall's feed widget: a status box over the team's posts, newest first. */
export function SocialFeed({ feed, picture, firstName }: SocialFeedProps) {
  const { t } = useTranslation();
  return (
    <Widget
      title={t('Team feed')}
      icon={<Icon icon={faComments} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <StatusComposer picture={picture} firstName={firstName} onPost={feed.postStatus} />
      <PostList aria-label={t('Posts')}>
        {feed.posts.map((post) => (
          <li key={post.id}>
            <FeedPost post={post} now={feed.openedAt} onToggleLike={feed.toggleLike} />
          </li>
        ))}
      </PostList>
    </Widget>
  );
}
