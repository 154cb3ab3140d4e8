import { useNavigate } from 'react-router';
import { Button, Checkbox, Logo, TextField } from '@atrium/ui';
import { homePath } from '../../routes';
import {
  Intro,
  LoginCard,
  LoginFooter,
  LoginForm,
  LoginHeader,
  LoginHeading,
  LoginMain,
  LoginScreen,
} from './LoginPage.styles';
import { useLoginForm } from './useLoginForm';

/** Sign-in screen: the demo accepts any well-formed input and opens the first page inside the shell. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { values, errors, setField, handleSubmit } = useLoginForm(() => navigate(homePath()));

  return (
    <LoginScreen>
      <LoginHeader>
        <Logo href={`#${homePath()}`} />
      </LoginHeader>
      <LoginMain>
        <Intro aria-labelledby="login-intro">
          <h1 id="login-intro">Sign in to Atrium</h1>
          <p>Your admin dashboard: every widget, chart and table of your business in one calm, fast frame.</p>
          <ul>
            <li>Seven skins, right-to-left and colour-blind friendly layouts</li>
            <li>Keyboard operable and screen-reader friendly throughout</li>
            <li>Works from any folder of any static host</li>
          </ul>
        </Intro>
        <LoginCard aria-labelledby="login-heading">
          <LoginHeading id="login-heading">Sign In</LoginHeading>
          <LoginForm noValidate onSubmit={handleSubmit}>
            <TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(value) => setField('email', value)}
              isInvalid={Boolean(errors.email)}
              errorMessage={errors.email}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(value) => setField('password', value)}
              isInvalid={Boolean(errors.password)}
              errorMessage={errors.password}
            />
            <Checkbox isSelected={values.rememberMe} onChange={(value) => setField('rememberMe', value)}>
              Stay signed in
            </Checkbox>
            <LoginFooter>
              <Button type="submit" variant="primary">
                Sign in
              </Button>
            </LoginFooter>
          </LoginForm>
        </LoginCard>
      </LoginMain>
    </LoginScreen>
  );
}
