import { Icon, useTranslation } from '@atrium/ui';
import { faClock, faEnvelope, faLocationDot, faPhone } from '@fortawesome/free-solid-svg-icons';
import type { Profile } from '../../api/appViewResources';
import {
  About,
  AboutTitle,
  Card,
  Connections,
  ConnectionsTitle,
  Contacts,
  Cover,
  Faces,
  Layout,
  Main,
  Name,
  Portrait,
  Role,
  Side,
  Since,
  Stats,
} from './ProfileHeader.styles';

/** Props of {@link ProfileHeader}. */
export interface ProfileHeaderProps {
  profile: Profile;
  /** The friends the profile lists, found among the loaded people. */
  friends: readonly Profile[];
}

/** The profile's card: banner, picture and figures, name and role, how to reach them, about, connections. */
export function ProfileHeader({ profile, friends }: ProfileHeaderProps) {
  const { t, locale } = useTranslation();
  const count = new Intl.NumberFormat(locale);
  const joined = profile.joined ? new Date(profile.joined) : undefined;
  const figures = [
    [t('Followers'), profile.followers],
    [t('Following'), profile.following],
    [t('Projects'), profile.projects],
  ] as const;
  return (
    <Card aria-label={profile.name}>
      <Cover>
        {profile.cover && <img src={profile.cover} alt="" width={1000} height={200} />}
        {joined && !Number.isNaN(joined.getTime()) && (
          <Since>
            {t('Member since {date}', {
              date: new Intl.DateTimeFormat(locale, {
                month: 'long',
                year: 'numeric',
                timeZone: 'UTC',
              }).format(joined),
            })}
          </Since>
        )}
      </Cover>
      <Layout>
        <Side>
          <Portrait
            src={profile.picture}
            alt={t('Picture of {name}', { name: profile.name })}
            width={120}
            height={120}
          />
          <Stats>
            {figures.map(([label, value]) =>
              value === undefined ? null : (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{count.format(value)}</dd>
                </div>
              ),
            )}
          </Stats>
        </Side>
        <Main>
          <Name>{profile.name}</Name>
          <Role>{profile.role}</Role>
          <Contacts aria-label={t('Contact details')}>
            {profile.phone && (
              <li>
                <Icon icon={faPhone} isFixedWidth label={t('Phone')} />
                <a href={`tel:${profile.phone.replace(/\s/g, '')}`} dir="ltr">
                  {profile.phone}
                </a>
              </li>
            )}
            {profile.email && (
              <li>
                <Icon icon={faEnvelope} isFixedWidth label={t('E-mail')} />
                <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </li>
            )}
            {profile.location && (
              <li>
                <Icon icon={faLocationDot} isFixedWidth label={t('Location')} />
                {profile.location}
              </li>
            )}
            {profile.availableFrom && (
              <li>
                <Icon icon={faClock} isFixedWidth />
                {t('Free after {time}', { time: profile.availableFrom })}
              </li>
            )}
          </Contacts>
          {profile.about && (
            <>
              <AboutTitle>{t('A little about me')}</AboutTitle>
              <About>{profile.about}</About>
            </>
          )}
        </Main>
        {friends.length > 0 && (
          <Connections>
            <ConnectionsTitle>{t('Connections')}</ConnectionsTitle>
            <Faces aria-label={t('Connections')}>
              {friends.map((friend) => (
                <li key={friend.id}>
                  <img src={friend.picture} alt={friend.name} title={friend.name} width={48} height={48} />
                </li>
              ))}
            </Faces>
          </Connections>
        )}
      </Layout>
    </Card>
  );
}
