import { faKey, faLock } from '@fortawesome/free-solid-svg-icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Icon, Logo, TextField, useTranslation } from '@atrium/ui';
import { useAuth } from '../../auth/AuthProvider';
import { UserPicture } from '../../auth/UserPicture';
import { authPaths, homePath } from '../../routes';
import {
  LockBrand,
  LockCard,
  LockDetails,
  LockMain,
  LockedLabel,
  PasswordRow,
  SmallPrint,
} from './LockPage.styles';
import { TextLink } from './AuthScreen.styles';
import { passwordError } from './useLoginForm';

/** Locked screen: the user's picture and name; their password unlocks back to the page they were on. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const unlock = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordError(password);
    setError(found);
    if (found) return;
    navigate(auth.unlock() ?? homePath());
  };

  return (
    <LockMain>
      <LockBrand>
        <Logo href={`#${authPaths.lock}`} />
      </LockBrand>
      <LockCard aria-labelledby="lock-heading">
        {auth.user && <UserPicture user={auth.user} size={120} />}
        <LockDetails noValidate onSubmit={unlock}>
          <h1 id="lock-heading" dir="auto">
            {auth.user?.username ?? t('Locked Screen')}
          </h1>
          <LockedLabel>
            <Icon icon={faLock} /> {t('Locked')}
          </LockedLabel>
          <PasswordRow>
            <TextField
              aria-label={t('Password')}
              placeholder={t('Password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(value) => {
                setPassword(value);
                setError(undefined);
              }}
              isInvalid={Boolean(error)}
              errorMessage={error && t(error)}
            />
            <Button type="submit" variant="primary" aria-label={t('Unlock')} icon={<Icon icon={faKey} />} />
          </PasswordRow>
          <p>
            {t('Signed in as someone else?')}{' '}
            <TextLink to={authPaths.login} onClick={() => auth.signOut()}>
              {t('Sign in again')}
            </TextLink>
          </p>
        </LockDetails>
      </LockCard>
      <SmallPrint>{t('Locked while you were away. Your page is kept as you left it.')}</SmallPrint>
    </LockMain>
  );
}
