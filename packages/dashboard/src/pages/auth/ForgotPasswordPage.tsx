import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField, useTranslation } from '@atrium/ui';
import { authPaths } from '../../routes';
import { AuthHeader } from './AuthHeader';
import {
  ActionLink,
  Card,
  CardColumn,
  CardFooter,
  CardForm,
  CardHeading,
  InfoColumns,
  Intro,
  Screen,
  ScreenMain,
  TextLink,
} from './AuthScreen.styles';
import { emailError } from './useLoginForm';

/** Forgotten password: asks for the account's e-mail and says what happens next. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailError(email);
    setError(found);
    if (!found) setSentTo(email.trim());
  };

  return (
    <Screen>
      <AuthHeader>
        <span>{t('Need an account?')}</span>
        <ActionLink to={authPaths.register}>{t('Create account')}</ActionLink>
      </AuthHeader>
      <ScreenMain>
        <Intro aria-labelledby="forgot-intro">
          <div>
            <h1 id="forgot-intro">{t('Forgot your password?')}</h1>
            <p>{t('It happens. Tell us the e-mail address of your account and we will help you back in.')}</p>
          </div>
        </Intro>
        <InfoColumns>
          <section>
            <h2>{t('What happens next')}</h2>
            <p>
              {t(
                'We send a link to that address. Open it on any device to choose a new password, then sign in with it.',
              )}
            </p>
          </section>
          <section>
            <h2>{t('No e-mail?')}</h2>
            <p>{t('Look in your spam folder, or ask again: only the newest link works.')}</p>
          </section>
        </InfoColumns>
        <CardColumn>
          <Card aria-labelledby="forgot-heading">
            <CardHeading id="forgot-heading">{t('Forgot Password')}</CardHeading>
            <CardForm noValidate onSubmit={submit}>
              {sentTo !== undefined && (
                <Alert variant="success" title={t('Check your inbox')}>
                  {t('We sent a link to choose a new password to {email}.', { email: sentTo })}
                </Alert>
              )}
              <p>{t('Enter your e-mail address and we will send you a link to reset your password.')}</p>
              <TextField
                label={t('E-mail')}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(value) => {
                  setEmail(value);
                  setError(undefined);
                }}
                isInvalid={Boolean(error)}
                errorMessage={error && t(error)}
              />
              <CardFooter>
                <TextLink to={authPaths.login}>{t('I remembered my password')}</TextLink>
                <Button type="submit" variant="primary">
                  {t('Reset password')}
                </Button>
              </CardFooter>
            </CardForm>
          </Card>
        </CardColumn>
      </ScreenMain>
    </Screen>
  );
}
