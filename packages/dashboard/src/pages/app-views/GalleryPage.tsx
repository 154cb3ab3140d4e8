import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  Icon,
  ImageGallery,
  PageHeader,
  ToggleButton,
  ToggleButtonGroup,
  useTranslation,
  type GalleryImage,
} from '@atrium/ui';
import { faImages } from '@fortawesome/free-solid-svg-icons';
import { galleryPhotoResource, type GalleryPhoto } from '../../api/appViewResources';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';

const newestFirst = { sort: { field: 'taken', order: 'desc' } } as const;
const allAlbums = 'all';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** App Views › Gallery: the photos as a grid of thumbnails by album, each opening the image viewer. */
export default function GalleryPage() {
  const { t } = useTranslation();
  const list = useResourceList(galleryPhotoResource, newestFirst);
  const [selected, setSelected] = useState<Set<string | number>>(new Set([allAlbums]));
  const album = String([...selected][0] ?? allAlbums);
  const photos = useMemo(() => list.data?.records ?? [], [list.data]);
  const albums = useMemo(() => [...new Set(photos.map((photo) => photo.album))], [photos]);
  const shown = useMemo(
    () => photos.filter((photo) => album === allAlbums || photo.album === album).map(galleryImage),
    [photos, album],
  );
  const albumName = (key: string) => t(key.charAt(0).toUpperCase() + key.slice(1));
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t('Gallery')} icon={<Icon icon={faImages} />} />
      <ContentPanel title={t('Photo gallery')}>
        <Toolbar>
          <ToggleButtonGroup
            aria-label={t('Album')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={selected}
            onSelectionChange={setSelected}
          >
            <ToggleButton id={allAlbums} size="sm" selectedVariant="primary">
              {t('All photos')}
            </ToggleButton>
            {albums.map((key) => (
              <ToggleButton key={key} id={key} size="sm" selectedVariant="primary">
                {albumName(key)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {list.isSuccess && (
            <Summary aria-live="polite">{t('{count} photos', { count: shown.length })}</Summary>
          )}
        </Toolbar>
        {list.isError ? (
          <Problem role="alert">{t('The photos could not be loaded.')}</Problem>
        ) : (
          <ImageGallery
            images={shown}
            label={album === allAlbums ? t('All photos') : albumName(album)}
            viewerLabel={t('Photo gallery')}
            isLoading={list.isPending}
          />
        )}
      </ContentPanel>
    </>
  );
}

function galleryImage(photo: GalleryPhoto): GalleryImage {
  return { ...photo, caption: photo.caption ?? photo.title };
}
