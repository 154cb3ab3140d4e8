import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, Form, FormCheckbox, FormRow, FormSelect, FormTextField, useTranslation } from '@atrium/ui';
import { useAuth } from '../../auth/AuthProvider';
import { authPaths, homePath } from '../../routes';
import { AuthHeader } from './AuthHeader';
import {
  ActionLink,
  Card,
  CardColumn,
  CardFooter,
  CardHeading,
  InfoColumns,
  Intro,
  Screen,
  ScreenMain,
} from './AuthScreen.styles';
import { emptySignUp, signUpSchema, userGroups, type SignUpValues } from './signUp';

const SignUpForm = styled(Form)`
  padding: ${({ theme }) => theme.space.lg};
` as typeof Form;

/** Registration screen: a new account with the demo's registration rules; it signs the new user in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const genders = ['Male', 'Female', 'Prefer not to say'].map((value) => ({ value, label: t(value) }));
  const groups = userGroups.map((value) => ({ value, label: t(value) }));
  const register = (values: SignUpValues) => {
    auth.signIn({ profile: { username: values.username.trim(), picture: '' } });
    navigate(homePath());
  };

  return (
    <Screen>
      <AuthHeader>
        <span>{t('Already registered?')}</span>
        <ActionLink to={authPaths.login}>{t('Sign in')}</ActionLink>
      </AuthHeader>
      <ScreenMain $isWide>
        <Intro aria-labelledby="register-intro">
          <div>
            <h1 id="register-intro">{t('Create your Atrium account')}</h1>
            <p>{t('One account opens every screen of the dashboard, on any device.')}</p>
          </div>
        </Intro>
        <InfoColumns>
          <section>
            <h2>{t('Your own workspace')}</h2>
            <p>{t('Your skin, layout and widget order are kept for you on this device.')}</p>
          </section>
          <section>
            <h2>{t('Pick a user group')}</h2>
            <p>{t('Groups are demo choices: every group sees the same screens.')}</p>
          </section>
        </InfoColumns>
        <CardColumn>
          <Card aria-labelledby="register-heading">
            <CardHeading id="register-heading">{t('Registration')}</CardHeading>
            <SignUpForm
              schema={signUpSchema}
              defaultValues={emptySignUp}
              onSubmit={register}
              summaryTitle={t('Please correct the errors below.')}
              aria-labelledby="register-heading"
            >
              <FormTextField name="username" label={t('Username')} autoComplete="username" isRequired />
              <FormTextField name="email" label={t('E-mail')} type="email" autoComplete="email" isRequired />
              <FormRow>
                <FormTextField
                  name="password"
                  label={t('Password')}
                  type="password"
                  autoComplete="new-password"
                  deps={['passwordConfirm']}
                  isRequired
                />
                <FormTextField
                  name="passwordConfirm"
                  label={t('Confirm password')}
                  type="password"
                  autoComplete="new-password"
                  isRequired
                />
              </FormRow>
              <FormRow>
                <FormTextField
                  name="firstname"
                  label={t('First name')}
                  autoComplete="given-name"
                  isRequired
                />
                <FormTextField name="lastname" label={t('Last name')} autoComplete="family-name" isRequired />
              </FormRow>
              <FormRow>
                <FormSelect name="gender" label={t('Gender')} items={genders} isRequired />
                <FormSelect name="group" label={t('User group')} items={groups} isRequired />
              </FormRow>
              <FormCheckbox name="terms">{t('I agree with the Terms and Conditions')}</FormCheckbox>
              <CardFooter>
                <Button type="submit" variant="primary">
                  {t('Register')}
                </Button>
              </CardFooter>
            </SignUpForm>
          </Card>
        </CardColumn>
      </ScreenMain>
    </Screen>
  );
}
