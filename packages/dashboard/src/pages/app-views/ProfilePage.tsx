import { useMemo } from 'react';
import styled from 'styled-components';
import { Icon, ImageGallery, PageHeader, Skeleton, Tabs, Timeline, useTranslation } from '@atrium/ui';
import { faUser } from '@fortawesome/free-solid-svg-icons';
import { galleryPhotoResource, profileResource, timelineEventResource } from '../../api/appViewResources';
import { useResourceList } from '../../data/useResource';
import { ContentPanel } from '../misc/ContentPanel';
import { ProfileFriends } from './ProfileFriends';
import { ProfileHeader } from './ProfileHeader';
import { timelineEvents } from './timelineEvents';

/** Whose profile the page shows: the demo's signed-in user. */
const ownProfileId = 'ada';
const newestFirst = { sort: { field: 'at', order: 'desc' } } as const;
const latestPhotos = { sort: { field: 'taken', order: 'desc' }, page: { page: 1, perPage: 8 } } as const;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** App Views › Profile: the user's card, then their activity, friends and photos in tabs. */
export default function ProfilePage() {
  const { t, locale } = useTranslation();
  const people = useResourceList(profileResource);
  const activity = useResourceList(timelineEventResource, newestFirst);
  const photos = useResourceList(galleryPhotoResource, latestPhotos);
  const profile = people.data?.records.find((person) => person.id === ownProfileId);
  const friends = useMemo(() => {
    const byId = new Map((people.data?.records ?? []).map((person) => [person.id, person]));
    return (profile?.friends ?? []).flatMap((id) => byId.get(id) ?? []);
  }, [people.data, profile]);
  const ownActivity = useMemo(
    () =>
      timelineEvents(
        (activity.data?.records ?? []).filter((entry) => entry.actor.id === ownProfileId),
        locale,
      ),
    [activity.data, locale],
  );
  return (
    <>
      <PageHeader title={t('App Views')} subtitle={t('Profile')} icon={<Icon icon={faUser} />} />
      {people.isError ? (
        <Problem role="alert">{t('The profile could not be loaded.')}</Problem>
      ) : profile ? (
        <ProfileHeader profile={profile} friends={friends} />
      ) : (
        <Skeleton variant="rectangle" height={420} />
      )}
      <ContentPanel title={t('About {name}', { name: profile?.name ?? '' })}>
        <Tabs
          aria-label={t('Profile sections')}
          items={[
            {
              key: 'activity',
              title: t('Activity'),
              content: <Timeline events={ownActivity} label={t('Recent activity')} />,
            },
            {
              key: 'friends',
              title: t('Friends'),
              badge: friends.length,
              content: <ProfileFriends friends={friends} />,
            },
            {
              key: 'photos',
              title: t('Photos'),
              content: (
                <ImageGallery
                  images={(photos.data?.records ?? []).map((photo) => ({
                    ...photo,
                    caption: photo.caption ?? photo.title,
                  }))}
                  label={t('Photos')}
                  viewerLabel={t('Photos')}
                  isLoading={photos.isPending}
                  placeholderCount={8}
                />
              ),
            },
          ]}
        />
      </ContentPanel>
    </>
  );
}
