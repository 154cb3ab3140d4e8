import {
  Alert,
  Button,
  IconGallery,
  Skeleton,
  useTranslation,
  type IconGalleryItem,
  type IconGalleryProps,
} from '@atrium/ui';
import { useIconSet } from './useIconSet';

/** Props of {@link IconSetGallery}. */
export interface IconSetGalleryProps<T extends IconGalleryItem> extends Omit<IconGalleryProps<T>, 'items'> {
  /** Loads the set's code; stable (module level), so it runs once per page visit. */
  load: () => Promise<readonly T[]>;
}

/** An icon gallery over a set that loads on first need: a skeleton meanwhile, a retry if loading fails. */
export function IconSetGallery<T extends IconGalleryItem>({ load, ...galleryProps }: IconSetGalleryProps<T>) {
  const { t } = useTranslation();
  const set = useIconSet(load);
  if (set.status === 'ready') return <IconGallery {...galleryProps} items={set.items} />;
  if (set.status === 'failed') {
    return (
      <Alert variant="danger" title={t('The icons could not be loaded.')}>
        <p>{t('Check the connection, then try again.')}</p>
        <Button onPress={set.retry}>{t('Try again')}</Button>
      </Alert>
    );
  }
  return <Skeleton variant="rectangle" height={560} />;
}
