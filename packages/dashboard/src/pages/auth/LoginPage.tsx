import { useNavigate } from 'react-router';
import { Button } from '@atrium/ui';
import { homePath } from '../../routes';
import {
  Field,
  FieldError,
  Input,
  Label,
  LoginCard,
  LoginForm,
  LoginHeading,
  LoginScreen,
  Remember,
} from './LoginPage.styles';
import { useLoginForm } from './useLoginForm';

/** Sign-in screen: the demo accepts any well-formed input and opens the first page inside the shell. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { values, errors, setField, handleSubmit } = useLoginForm(() => navigate(homePath()));

  return (
    <LoginScreen>
      <LoginCard aria-labelledby="login-heading">
        <LoginHeading id="login-heading">Sign in to Atrium</LoginHeading>
        <LoginForm noValidate onSubmit={handleSubmit}>
          <Field>
            <Label htmlFor="login-email">E-mail</Label>
            <Input
              id="login-email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => setField('email', event.target.value)}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              $isInvalid={Boolean(errors.email)}
            />
            {errors.email && <FieldError id="login-email-error">{errors.email}</FieldError>}
          </Field>
          <Field>
            <Label htmlFor="login-password">Password</Label>
            <Input
              id="login-password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => setField('password', event.target.value)}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              $isInvalid={Boolean(errors.password)}
            />
            {errors.password && <FieldError id="login-password-error">{errors.password}</FieldError>}
          </Field>
          <Remember>
            <input
              type="checkbox"
              checked={values.rememberMe}
              onChange={(event) => setField('rememberMe', event.target.checked)}
            />
            Stay signed in
          </Remember>
          <Button type="submit" variant="primary" size="lg" isBlock>
            Sign in
          </Button>
        </LoginForm>
      </LoginCard>
    </LoginScreen>
  );
}
