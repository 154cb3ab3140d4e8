import styled from 'styled-components';
import { useTranslation } from '@atrium/ui';
import type { Profile } from '../../api/appViewResources';
import { PersonAvatar } from '../dashboard-social/PersonAvatar';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Friend = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Text = styled.div`
  min-width: 0;

  p {
    margin: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const FriendName = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Presence = styled.span<{ $isOnline: boolean }>`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  background: ${({ $isOnline, theme }) => ($isOnline ? theme.colors.success : theme.colors.textMuted)};
  border-radius: 50%;
`;

/** The profile's friends as cards: picture, name, role, place and whether they are online now. */
export function ProfileFriends({ friends }: { friends: readonly Profile[] }) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={t('Friends')}>
      {friends.map((friend) => (
        <Friend key={friend.id}>
          <PersonAvatar picture={friend.picture ?? ''} size={48} />
          <Text>
            <FriendName>{friend.name}</FriendName>
            <Muted>{friend.role}</Muted>
            <Muted>
              <Presence aria-hidden="true" $isOnline={friend.isOnline === true} />
              {friend.isOnline ? t('Online') : t('Offline')}
              {friend.location && ` · ${friend.location}`}
            </Muted>
          </Text>
        </Friend>
      ))}
    </Grid>
  );
}
