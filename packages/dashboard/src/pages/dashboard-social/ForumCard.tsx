import { useNumberFormatter } from 'react-aria';
import { Icon, Widget, useTranslation } from '@atrium/ui';
import { faCommentDots } from '@fortawesome/free-solid-svg-icons';
import type { ForumTopic } from '../../api/schemas';
import { PersonAvatar } from './PersonAvatar';
import { PostTime } from './PostTime';
import { Replies, TopicList } from './SocialCards.styles';

/** Props of {@link ForumCard}. */
export interface ForumCardProps {
  topics: readonly ForumTopic[];
  /** The moment the topics' ages are told from. */
  now: number;
}

const minute = 60_000;

/** The forum's latest topics, newest first: title, who started it, how long ago and how many replies. */
export function ForumCard({ topics, now }: ForumCardProps) {
  const { t } = useTranslation();
  const numbers = useNumberFormatter();
  return (
    <Widget
      title={t('Latest forum posts')}
      icon={<Icon icon={faCommentDots} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <TopicList aria-label={t('Forum topics')}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <PersonAvatar picture={topic.author.picture} size={28} />
            <div>
              <h3>{topic.title}</h3>
              <p>
                {topic.author.name} · <PostTime at={now - topic.minutesAgo * minute} now={now} />
              </p>
            </div>
            <Replies>
              {topic.replies === 1
                ? t('1 reply')
                : t('{count} replies', { count: numbers.format(topic.replies) })}
            </Replies>
          </li>
        ))}
      </TopicList>
    </Widget>
  );
}
