import { useMemo } from 'react';
import { Button, Icon, Label, sanitizeHtml, useTranslation } from '@atrium/ui';
import { faQuoteLeft, faReply } from '@fortawesome/free-solid-svg-icons';
import type { ForumPost } from '../../api/forumResources';
import { PersonAvatar } from '../dashboard-social/PersonAvatar';
import { Actions, Author, Body, Card, PostColumn, PostHead } from './ForumPostCard.styles';
import { ForumTime } from './ForumTime';

/** Props of {@link ForumPostCard}. */
export interface ForumPostCardProps {
  post: ForumPost;
  /** Where the post stands in its topic, from 1. */
  number: number;
  /** How many posts its author has written in the whole forum. */
  authorPosts: number;
  shift: number;
  now: number;
  /** Quote and reply are offered only where a reply can be written. */
  onQuote?: (post: ForumPost) => void;
  onReply?: (post: ForumPost) => void;
}

/** One post of a topic: the author's card (picture, rank, post count) beside the sanitised post. */
export function ForumPostCard({
  post,
  number,
  authorPosts,
  shift,
  now,
  onQuote,
  onReply,
}: ForumPostCardProps) {
  const { t } = useTranslation();
  // Bodies come from other people: scripts, handlers and frames are taken out before anything is shown.
  const body = useMemo(() => sanitizeHtml(post.body), [post.body]);
  const heading = `${post.id}-by`;
  return (
    <Card aria-labelledby={heading}>
      <Author>
        <PersonAvatar picture={post.author.picture ?? ''} size={64} />
        <strong id={heading}>{post.author.name}</strong>
        {post.author.rank && <Label variant="info">{post.author.rank}</Label>}
        <span>{t('{count} posts', { count: authorPosts })}</span>
      </Author>
      <PostColumn>
        <PostHead>
          <ForumTime at={post.at} shift={shift} now={now} />
          <span>#{number}</span>
        </PostHead>
        <Body html={body} />
        {(onQuote || onReply) && (
          <Actions>
            {onQuote && (
              <Button
                size="xs"
                icon={<Icon icon={faQuoteLeft} />}
                aria-label={t('Quote {name}', { name: post.author.name })}
                onPress={() => onQuote(post)}
              >
                {t('Quote')}
              </Button>
            )}
            {onReply && (
              <Button
                size="xs"
                icon={<Icon icon={faReply} />}
                aria-label={t('Reply to {name}', { name: post.author.name })}
                onPress={() => onReply(post)}
              >
                {t('Reply')}
              </Button>
            )}
          </Actions>
        )}
      </PostColumn>
    </Card>
  );
}
