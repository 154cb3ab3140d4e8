import { Icon, useTranslation } from '@atrium/ui';
import type { Forum } from '../../api/forumResources';
import { RouterLink } from '../../shell/RouterLink';
import { ContentPanel } from '../misc/ContentPanel';
import { CountCell, Emblem, LastPost, Lead, LeadText, Muted, Name, NarrowCounts } from './forum.styles';
import { forumIcon } from './forumIcons';
import { ForumList, ForumScreen } from './ForumScreen';
import type { ForumTally } from './forumTally';
import { ForumByLine } from './ForumTime';
import { useForum } from './useForum';

/** The board's forums grouped by category, in the order stored. */
function byCategory(forums: readonly Forum[]): [string, Forum[]][] {
  const groups = new Map<string, Forum[]>();
  for (const forum of forums) groups.set(forum.category, [...(groups.get(forum.category) ?? []), forum]);
  return [...groups];
}

/** App Views › Forum: the board, each category's forums with their counts and newest post. */
export default function ForumPage() {
  const forum = useForum();
  return (
    <ForumScreen subtitle="Forum" state={forum} placeholderHeight={640}>
      {byCategory(forum.forums).map(([category, forums]) => (
        <ContentPanel key={category} title={category}>
          <ForumList label={category} name="Forum" counts={['Topics', 'Posts']}>
            {forums.map((entry) => (
              <ForumRow
                key={entry.id}
                forum={entry}
                tally={forum.forumTallies.get(entry.id) ?? { topics: 0, posts: 0 }}
                shift={forum.shift}
                now={forum.now}
              />
            ))}
          </ForumList>
        </ContentPanel>
      ))}
    </ForumScreen>
  );
}

interface ForumRowProps {
  forum: Forum;
  tally: ForumTally;
  shift: number;
  now: number;
}

function ForumRow({ forum, tally, shift, now }: ForumRowProps) {
  const { t, locale } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  return (
    <tr>
      <td>
        <Lead>
          <Emblem aria-hidden="true">
            <Icon icon={forumIcon(forum.icon)} />
          </Emblem>
          <LeadText>
            <Name>
              <RouterLink href={`/forum-topic?forum=${encodeURIComponent(forum.id)}`}>
                {forum.name}
              </RouterLink>
            </Name>
            {forum.description && <Muted>{forum.description}</Muted>}
            <NarrowCounts>
              {t('{topics} topics · {posts} posts', {
                topics: count.format(tally.topics),
                posts: count.format(tally.posts),
              })}
            </NarrowCounts>
          </LeadText>
        </Lead>
      </td>
      <CountCell>{count.format(tally.topics)}</CountCell>
      <CountCell>{count.format(tally.posts)}</CountCell>
      <CountCell $wide>
        {tally.lastPost && tally.lastTopic ? (
          <LastPost>
            <RouterLink href={`/forum-post?topic=${encodeURIComponent(tally.lastTopic.id)}`}>
              {tally.lastTopic.title}
            </RouterLink>
            <Muted>
              <ForumByLine name={tally.lastPost.author.name} at={tally.lastPost.at} shift={shift} now={now} />
            </Muted>
          </LastPost>
        ) : (
          <Muted>{t('No posts yet')}</Muted>
        )}
      </CountCell>
    </tr>
  );
}
