import { Icon, Widget } from '@atrium/ui';
import { faImages } from '@fortawesome/free-solid-svg-icons';
import type { PhotoPost } from '../../api/schemas';
import { PersonAvatar } from './PersonAvatar';
import { PostTime } from './PostTime';
import { Byline, Caption, Gallery } from './SocialCards.styles';

/** Props of {@link PhotoCard}. */
export interface PhotoCardProps {
  post: PhotoPost;
  /** The moment the post's age is told from. */
  now: number;
}

const minute = 60_000;

/** Photos a teammate shared: who, when and where, a small gallery and their caption. */
export function PhotoCard({ post, now }: PhotoCardProps) {
  return (
    <Widget
      title="Shared photos"
      icon={<Icon icon={faImages} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <Byline>
        <PersonAvatar picture={post.author.picture} size={36} />
        <p>
          <strong>{post.author.name}</strong> shared {post.photos.length} photos
          <small>
            <PostTime at={now - post.minutesAgo * minute} now={now} /> · {post.place}
          </small>
        </p>
      </Byline>
      <Gallery aria-label="Photos">
        {post.photos.map((photo) => (
          <li key={photo.id}>
            <img src={photo.src} alt={photo.alt} width={320} height={200} loading="lazy" />
          </li>
        ))}
      </Gallery>
      <Caption>{post.caption}</Caption>
    </Widget>
  );
}
