import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  FormRow,
  Radio,
  RadioGroup,
  TextField,
  useTranslation,
  type TextFieldProps,
} from '@atrium/ui';
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
} from './AuthScreen.styles';
import { userGroups, type SignUpValues } from './signUp';
import { useSignUpForm } from './useSignUpForm';

type TextKey = 'username' | 'email' | 'password' | 'passwordConfirm' | 'firstname' | 'lastname';

const genders = ['Male', 'Female', 'Prefer not to say'] as const;

/** Registration screen: a new account with the demo's registration rules; it signs the new user in. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const { values, errors, setField, handleSubmit, formRef } = useSignUpForm((account) => {
    auth.signIn({ profile: { username: account.username.trim(), picture: '' } });
    navigate(homePath());
  });

  const outcome = (key: keyof SignUpValues) => ({
    isRequired: true,
    isInvalid: Boolean(errors[key]),
    errorMessage: errors[key] && t(errors[key]),
  });
  const text = (key: TextKey, label: string, input: Pick<TextFieldProps, 'type' | 'autoComplete'>) => (
    <TextField
      {...input}
      {...outcome(key)}
      label={t(label)}
      value={values[key]}
      onChange={(value) => setField(key, value)}
    />
  );
  const choices = (key: 'gender' | 'group', label: string, options: readonly string[]) => (
    <RadioGroup
      {...outcome(key)}
      label={t(label)}
      orientation="horizontal"
      value={values[key]}
      onChange={(value) => setField(key, value)}
    >
      {options.map((option) => (
        <Radio key={option} value={option}>
          {t(option)}
        </Radio>
      ))}
    </RadioGroup>
  );

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
            <CardForm ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby="register-heading">
              {text('username', 'Username', { autoComplete: 'username' })}
              {text('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
              <FormRow>
                {text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
                {text('passwordConfirm', 'Confirm password', {
                  type: 'password',
                  autoComplete: 'new-password',
                })}
              </FormRow>
              <FormRow>
                {text('firstname', 'First name', { autoComplete: 'given-name' })}
                {text('lastname', 'Last name', { autoComplete: 'family-name' })}
              </FormRow>
              {choices('gender', 'Gender', genders)}
              {choices('group', 'User group', userGroups)}
              <Checkbox
                isSelected={values.terms}
                onChange={(value) => setField('terms', value)}
                isInvalid={Boolean(errors.terms)}
                errorMessage={errors.terms && t(errors.terms)}
              >
                {t('I agree with the Terms and Conditions')}
              </Checkbox>
              <CardFooter>
                <Button type="submit" variant="primary">
                  {t('Register')}
                </Button>
              </CardFooter>
            </CardForm>
          </Card>
        </CardColumn>
      </ScreenMain>
    </Screen>
  );
}
