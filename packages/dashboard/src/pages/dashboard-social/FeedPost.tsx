import { useId } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Button, Icon, useTranslation } from '@atrium/ui';
import { faComment, faHeart } from '@fortawesome/free-solid-svg-icons';
import { PersonAvatar } from './PersonAvatar';
import { PostTime } from './PostTime';
import { Author, Meta, Post, PostActions, PostHeader, PostText, Tally } from './SocialFeed.styles';
import type { SocialPost } from './socialDemoData';

/** Props of {@link FeedPost}. */
export interface FeedPostProps {
  post: SocialPost;
  /** The moment ages are told from. */
  now: number;
  onToggleLike: (id: string) => void;
}

/** One post of the wall: who wrote it and when, the text, and its likes and comments. */
export function FeedPost({ post, now, onToggleLike }: FeedPostProps) {
  const authorId = useId();
  const { t } = useTranslation();
  const numbers = useNumberFormatter();
  const count = (value: number, one: string, many: string) =>
    value === 1 ? t(one) : t(many, { count: numbers.format(value) });
  return (
    <Post aria-labelledby={authorId}>
      <PersonAvatar picture={post.author.picture} size={40} />
      <PostHeader>
        <Author id={authorId}>{post.author.name}</Author>
        <Meta>
          <PostTime at={post.postedAt} now={now} />
        </Meta>
      </PostHeader>
      <PostText dir="auto">{post.text}</PostText>
      <PostActions>
        <Button
          size="xs"
          variant={post.isLiked ? 'primary' : 'default'}
          aria-pressed={post.isLiked}
          icon={<Icon icon={faHeart} />}
          onPress={() => onToggleLike(post.id)}
        >
          {t('Like')}
        </Button>
        <Tally>{count(post.likes, '1 like', '{count} likes')}</Tally>
        <Tally>
          <Icon icon={faComment} />
          {count(post.comments, '1 comment', '{count} comments')}
        </Tally>
      </PostActions>
    </Post>
  );
}
