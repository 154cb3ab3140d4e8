import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Icon, Label, useTranslation } from '@atrium/ui';
import { faComment, faLock, faThumbtack } from '@fortawesome/free-solid-svg-icons';
import type { ForumTopic } from '../../api/forumResources';
import { RouterLink } from '../../shell/RouterLink';
import { ContentPanel } from '../misc/ContentPanel';
import {
  CountCell,
  Emblem,
  LastPost,
  Lead,
  LeadText,
  Marks,
  Muted,
  Name,
  NarrowCounts,
  Toolbar,
} from './forum.styles';
import { orderTopics, pageOf, type TopicTally } from './forumTally';
import { ForumList, ForumPages, ForumScreen } from './ForumScreen';
import { ForumByLine, ForumTime } from './ForumTime';
import { useForum } from './useForum';

/** Topics on a page: a screenful at 1440 px, as forums commonly show. */
const pageSize = 10;

/** App Views › Forum topic: the topics of the forum named by `?forum=` (the board's first without one). */
export default function ForumTopicPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const forum = useForum();
  const [page, setPage] = useState(1);
  const wanted = params.get('forum');
  const current = wanted === null ? forum.forums[0] : forum.forums.find((entry) => entry.id === wanted);
  const topics = current
    ? orderTopics(
        forum.topics.filter((topic) => topic.forum === current.id),
        forum.topicTallies,
      )
    : [];
  const shown = pageOf(topics, page, pageSize);
  return (
    <ForumScreen
      subtitle="Forum topic"
      state={forum}
      placeholderHeight={560}
      notFound={current ? undefined : t('There is no forum “{name}” on the board.', { name: wanted ?? '' })}
    >
      {current && (
        <ContentPanel title={current.name}>
          <Toolbar>
            <RouterLink href="/forum">{t('All forums')}</RouterLink>
            <Muted>{current.description}</Muted>
          </Toolbar>
          <ForumList label={t('Topics')} name="Topic" counts={['Replies', 'Views']}>
            {shown.items.map((topic) => (
              <TopicRow
                key={topic.id}
                topic={topic}
                tally={forum.topicTallies.get(topic.id) ?? { posts: 0, replies: 0 }}
                shift={forum.shift}
                now={forum.now}
              />
            ))}
          </ForumList>
          {topics.length === 0 && <p>{t('No topics yet.')}</p>}
          <ForumPages shown={shown} totalItems={topics.length} pageSize={pageSize} onChange={setPage} />
        </ContentPanel>
      )}
    </ForumScreen>
  );
}

interface TopicRowProps {
  topic: ForumTopic;
  tally: TopicTally;
  shift: number;
  now: number;
}

function TopicRow({ topic, tally, shift, now }: TopicRowProps) {
  const { t, locale } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const views = count.format(topic.views ?? 0);
  return (
    <tr>
      <td>
        <Lead>
          <Emblem aria-hidden="true" $tone={topic.isSticky ? 'warning' : 'muted'}>
            <Icon icon={topic.isLocked ? faLock : topic.isSticky ? faThumbtack : faComment} />
          </Emblem>
          <LeadText>
            <span>
              <Name>
                <RouterLink href={`/forum-post?topic=${encodeURIComponent(topic.id)}`}>
                  {topic.title}
                </RouterLink>
              </Name>
              {(topic.isSticky || topic.isLocked) && (
                <Marks>
                  {topic.isSticky && <Label variant="warning">{t('Sticky')}</Label>}
                  {topic.isLocked && <Label variant="default">{t('Locked')}</Label>}
                </Marks>
              )}
            </span>
            <Muted>
              <ForumByLine name={topic.author.name} at={topic.created} shift={shift} now={now} />
            </Muted>
            <NarrowCounts>
              {t('{replies} replies · {views} views', { replies: count.format(tally.replies), views })}
            </NarrowCounts>
          </LeadText>
        </Lead>
      </td>
      <CountCell>{count.format(tally.replies)}</CountCell>
      <CountCell>{views}</CountCell>
      <CountCell $wide>
        {tally.lastPost && (
          <LastPost>
            <span>{t('by {name}', { name: tally.lastPost.author.name })}</span>
            <Muted>
              <ForumTime at={tally.lastPost.at} shift={shift} now={now} />
            </Muted>
          </LastPost>
        )}
      </CountCell>
    </tr>
  );
}
