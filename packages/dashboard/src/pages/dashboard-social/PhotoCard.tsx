import { Icon, Widget, useTranslation } from '@atrium/ui';
import { faImages } from '@fortawesome/free-solid-svg-icons';
import type { PhotoPost } from '../../api/schemas';
import { CardByline } from './CardByline';
import { Caption, Gallery } from './SocialCards.styles';

/** Props of {@link PhotoCard}. */
export interface PhotoCardProps {
  post: PhotoPost;
  /** The moment the post's age is told from. */
  now: number;
}

const minute = 60_000;

/** Photos a teammate shared: who, when and where, a small gallery and their caption. */
export function PhotoCard({ post, now }: PhotoCardProps) {
  const { t } = useTranslation();
  return (
    <Widget
      title={t('Shared photos')}
      icon={<Icon icon={faImages} />}
      buttons={{ edit: false, color: false, delete: false }}
    >
      <CardByline
        person={post.author}
        action={t('shared {count} photos', { count: post.photos.length })}
        at={now - post.minutesAgo * minute}
        now={now}
        detail={post.place}
      />
      <Gallery aria-label={t('Photos')}>
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
