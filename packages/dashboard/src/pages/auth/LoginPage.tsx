import { useLocation, useNavigate } from 'react-router';
import { Button, Checkbox, TextField, useTranslation } from '@atrium/ui';
import { useAuth } from '../../auth/AuthProvider';
import { authPaths, homePath } from '../../routes';
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
import { PhonePreview } from './PhonePreview';
import { SocialSignIn } from './SocialSignIn';
import { useLoginForm } from './useLoginForm';

/** Sign-in screen: e-mail and password or a social provider; the demo accepts any well-formed input. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  // A visitor the sign-in guard sent here goes back to the page they asked for.
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const goHome = () => navigate(typeof from === 'string' ? from : homePath());
  const { values, errors, setField, handleSubmit } = useLoginForm(({ rememberMe }) => {
    auth.signIn({ isRemembered: rememberMe });
    goHome();
  });

  return (
    <Screen>
      <AuthHeader>
        <span>{t('Need an account?')}</span>
        <ActionLink to={authPaths.register}>{t('Create account')}</ActionLink>
      </AuthHeader>
      <ScreenMain>
        <Intro aria-labelledby="login-intro">
          <div>
            <h1 id="login-intro">{t('Sign in to Atrium')}</h1>
            <p>
              {t(
                'Your admin dashboard: every widget, chart and table of your business in one calm, fast frame.',
              )}
            </p>
          </div>
          <PhonePreview />
        </Intro>
        <InfoColumns>
          <section>
            <h2>{t('Seven skins, one frame')}</h2>
            <p>
              {t(
                'Switch between light, dark and glass skins, right-to-left text and a colour-blind friendly palette without reloading.',
              )}
            </p>
          </section>
          <section>
            <h2>{t('Built for every hand')}</h2>
            <p>
              {t(
                'Every screen works with the keyboard and screen readers, and fits a phone as well as a wide monitor.',
              )}
            </p>
          </section>
        </InfoColumns>
        <CardColumn>
          <Card aria-labelledby="login-heading">
            <CardHeading id="login-heading">{t('Sign In')}</CardHeading>
            <CardForm noValidate onSubmit={handleSubmit}>
              <TextField
                label={t('E-mail')}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(value) => setField('email', value)}
                isInvalid={Boolean(errors.email)}
                errorMessage={errors.email && t(errors.email)}
              />
              <TextField
                label={t('Password')}
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={(value) => setField('password', value)}
                isInvalid={Boolean(errors.password)}
                errorMessage={errors.password && t(errors.password)}
              />
              <Checkbox isSelected={values.rememberMe} onChange={(value) => setField('rememberMe', value)}>
                {t('Stay signed in')}
              </Checkbox>
              <CardFooter>
                <TextLink to={authPaths.forgotPassword}>{t('Forgot password?')}</TextLink>
                <Button type="submit" variant="primary">
                  {t('Sign in')}
                </Button>
              </CardFooter>
            </CardForm>
          </Card>
          <SocialSignIn onSignedIn={goHome} />
        </CardColumn>
      </ScreenMain>
    </Screen>
  );
}
