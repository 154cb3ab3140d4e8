import { useRef, useState, type FormEvent } from 'react';
import { emptySignUp, signUpSchema, type SignUpValues } from './signUp';

/** The first message of each invalid sign-up field; a field without one is valid. */
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** Checks every sign-up field against the registration rules. */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const result = signUpSchema.safeParse(values);
  if (result.success) return {};
  const errors: SignUpErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignUpValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Owns the sign-up form: messages appear on the first submit and then follow every change; a submit with
 * invalid fields moves focus to the first one. Kept to plain state (no form library) so the registration
 * screen's first visit weighs about what the sign-in screen's does.
 */
export function useSignUpForm(onValid: (values: SignUpValues) => void) {
  const [values, setValues] = useState<SignUpValues>(emptySignUp);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const setField = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (isSubmitted) setErrors(signUpErrors(next));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = signUpErrors(values);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length === 0) {
      onValid(values);
      return;
    }
    // After React has drawn the messages, so the invalid marks are there to find.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  return { values, errors, setField, handleSubmit, formRef };
}
