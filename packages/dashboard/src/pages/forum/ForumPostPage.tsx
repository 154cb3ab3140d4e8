import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Label, useTranslation } from '@atrium/ui';
import { useUser } from '../../api/resources';
import type { ForumMember, ForumPost } from '../../api/forumResources';
import { RouterLink } from '../../shell/RouterLink';
import { ContentPanel } from '../misc/ContentPanel';
import { Marks, Muted, Toolbar } from './forum.styles';
import { ForumPostCard } from './ForumPostCard';
import { PostList } from './ForumPostCard.styles';
import { ForumReply } from './ForumReply';
import { ForumPages, ForumScreen } from './ForumScreen';
import { inWritingOrder, pageOf } from './forumTally';
import { useForum } from './useForum';
import { useForumReply } from './useForumReply';

/** Posts on a page, as forums commonly show. */
const pageSize = 10;

/** Moves focus into the reply's editor once it is on the page (it loads, and remounts after a quote). */
function focusEditor(form: HTMLFormElement | null, triesLeft = 60) {
  const editable = form?.querySelector<HTMLElement>('[contenteditable="true"]');
  if (editable) {
    editable.scrollIntoView({ block: 'center' });
    editable.focus();
  } else if (triesLeft > 0) {
    requestAnimationFrame(() => focusEditor(form, triesLeft - 1));
  }
}

/**
 * App Views › Forum post: the topic named by `?topic=` (the first one without it), its posts with their
 * authors, and a reply editor under them unless the topic is locked.
 */
export default function ForumPostPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const forum = useForum();
  const user = useUser();
  const [page, setPage] = useState(1);
  const [posted, setPosted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const wanted = params.get('topic');
  const topic = wanted === null ? forum.topics[0] : forum.topics.find((entry) => entry.id === wanted);
  const home = topic && forum.forums.find((entry) => entry.id === topic.forum);
  const posts = inWritingOrder(forum.posts.filter((post) => post.topic === topic?.id));
  const shown = pageOf(posts, page, pageSize);
  // The signed-in user writes as their forum self when they have posted before (keeping rank and count).
  const author: ForumMember | undefined =
    user.data &&
    (forum.posts.find((post) => post.author.name === user.data.username)?.author ?? {
      id: user.data.username,
      name: user.data.username,
      picture: user.data.picture,
    });
  const reply = useForumReply({
    topic: topic?.id ?? '',
    author,
    shift: forum.shift,
    onPosted: () => {
      setPosted(true);
      // Past the last page: the list keeps it within the pages there are, so the new reply shows.
      setPage(Number.MAX_SAFE_INTEGER);
    },
  });
  const [focusAfter, setFocusAfter] = useState(-1);
  useEffect(() => {
    if (focusAfter === reply.version) focusEditor(form.current);
  }, [focusAfter, reply.version]);
  const canReply = topic !== undefined && !topic.isLocked;
  const quote = (post: ForumPost) => {
    reply.quote(post);
    setPosted(false);
    setFocusAfter(reply.version + 1);
  };
  return (
    <ForumScreen
      subtitle="Forum post"
      state={forum}
      placeholderHeight={720}
      notFound={topic ? undefined : t('There is no topic “{name}” in the forum.', { name: wanted ?? '' })}
    >
      {topic && (
        <ContentPanel title={topic.title}>
          <Toolbar>
            <span>
              <RouterLink href="/forum">{t('All forums')}</RouterLink>
              {home && (
                <>
                  {' › '}
                  <RouterLink href={`/forum-topic?forum=${encodeURIComponent(home.id)}`}>
                    {home.name}
                  </RouterLink>
                </>
              )}
              {(topic.isSticky || topic.isLocked) && (
                <Marks>
                  {topic.isSticky && <Label variant="warning">{t('Sticky')}</Label>}
                  {topic.isLocked && <Label variant="default">{t('Locked')}</Label>}
                </Marks>
              )}
            </span>
            <Muted>{t('{count} replies', { count: Math.max(0, posts.length - 1) })}</Muted>
          </Toolbar>
          <PostList aria-label={t('Posts')}>
            {shown.items.map((post) => (
              <li key={post.id}>
                <ForumPostCard
                  post={post}
                  number={posts.indexOf(post) + 1}
                  authorPosts={forum.memberPosts.get(post.author.id) ?? 0}
                  shift={forum.shift}
                  now={forum.now}
                  onQuote={canReply ? quote : undefined}
                  onReply={canReply ? () => focusEditor(form.current) : undefined}
                />
              </li>
            ))}
          </PostList>
          <ForumPages shown={shown} totalItems={posts.length} pageSize={pageSize} onChange={setPage} />
        </ContentPanel>
      )}
      {topic && (
        <ContentPanel title={t('Post a reply')}>
          <div role="status">
            {posted && (
              <Alert variant="success" title={t('Posted')}>
                {t('Your reply was posted.')}
              </Alert>
            )}
          </div>
          {canReply ? (
            <ForumReply ref={form} reply={reply} />
          ) : (
            <Alert variant="info" title={t('Locked')}>
              {t('This topic is locked: it takes no new replies.')}
            </Alert>
          )}
        </ContentPanel>
      )}
    </ForumScreen>
  );
}
