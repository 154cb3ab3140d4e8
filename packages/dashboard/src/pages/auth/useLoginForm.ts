import { useState, type FormEvent } from 'react';

/** Values of the sign-in form. */
export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Per-field messages; a field without a message is valid. */
export type LoginErrors = Partial<Record<'email' | 'password', string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message for an e-mail field (blank or malformed), or `undefined` when the address is well formed. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Please enter your email address';
  if (!emailPattern.test(email)) return 'Please enter a valid email address';
  return undefined;
}

/** The message for a blank password, or `undefined`. */
export function passwordError(value: string): string | undefined {
  return value ? undefined : 'Please enter your password';
}

/** Checks the sign-in fields with the messages the login screen shows. */
export function validateLogin(values: Pick<LoginValues, 'email' | 'password'>): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  const password = passwordError(values.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

/** Owns the login form's values and errors; calls `onValid` with trimmed values once every field passes. */
export function useLoginForm(onValid: (values: LoginValues) => void) {
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});

  const setField = <K extends keyof LoginValues>(key: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (!found.email && !found.password) onValid({ ...values, email: values.email.trim() });
  };

  return { values, errors, setField, handleSubmit };
}
