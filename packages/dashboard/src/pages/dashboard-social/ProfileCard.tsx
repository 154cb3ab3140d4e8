import { useId } from 'react';
import { useNumberFormatter } from 'react-aria';
import { Icon, useTranslation } from '@atrium/ui';
import { faEnvelope, faLocationDot, faPhone } from '@fortawesome/free-solid-svg-icons';
import { PersonAvatar } from './PersonAvatar';
import {
  Bio,
  Card,
  Contacts,
  ContactLink,
  Count,
  Counts,
  Cover,
  Identity,
  Location,
  Name,
  Role,
} from './ProfileCard.styles';
import type { SocialProfile } from './socialDemoData';

/** Props of {@link ProfileCard}. */
export interface ProfileCardProps {
  name: string;
  picture: string;
  profile: SocialProfile;
  /** Posts published so far, the feed's included. */
  postCount: number;
}

/** The signed-in user's card: cover, picture, name and role, audience counts, bio and contact links. */
export function ProfileCard({ name, picture, profile, postCount }: ProfileCardProps) {
  const nameId = useId();
  const { t } = useTranslation();
  const numbers = useNumberFormatter();
  const counts = [
    { label: t('Followers'), value: profile.followers },
    { label: t('Following'), value: profile.following },
    { label: t('Posts'), value: postCount },
  ];
  return (
    <Card aria-labelledby={nameId}>
      <Cover />
      <Identity>
        <PersonAvatar picture={picture} size={88} />
        <Name id={nameId}>{name}</Name>
        <Role>{profile.role}</Role>
      </Identity>
      <Location>
        <Icon icon={faLocationDot} />
        {profile.location}
      </Location>
      <Counts>
        {counts.map((count) => (
          <Count key={count.label}>
            <dt>{count.label}</dt>
            <dd>{numbers.format(count.value)}</dd>
          </Count>
        ))}
      </Counts>
      <Bio>{profile.bio}</Bio>
      <Contacts>
        <ContactLink $isPrimary href={`mailto:${profile.email}`} aria-label={t('Email {name}', { name })}>
          <Icon icon={faEnvelope} />
          {t('Email')}
        </ContactLink>
        <ContactLink href={`tel:${profile.phone.replace(/\s/g, '')}`} aria-label={t('Call {name}', { name })}>
          <Icon icon={faPhone} />
          {t('Call')}
        </ContactLink>
      </Contacts>
    </Card>
  );
}
