import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { Alert } from '../alert';
import { focusFirstInvalidField } from '../field/focusFirstInvalidField';
import { useTranslation } from '../i18n';
import { SummaryList, StyledForm } from './Form.styles';

/** Props of {@link Form}. */
export interface FormProps<T extends FieldValues> {
  /** The zod schema every value is checked against; its messages are the ones the fields show. */
  schema: $ZodType<T, T>;
  /** Starting value of every field: `''` for text and single choices, `[]` for groups, `false` for boxes. */
  defaultValues: DefaultValues<T>;
  /** Called with the checked values when the user submits a valid form. */
  onSubmit: (values: T, form: UseFormReturn<T>) => void | Promise<void>;
  /** Title of the error summary shown after a submit with invalid fields (English; translated). */
  summaryTitle?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  id?: string;
  className?: string;
  /** Fields and buttons, or a function of the form's state (to show fields depending on other values). */
  children: ReactNode | ((form: UseFormReturn<T>) => ReactNode);
}

function errorMessages(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' && error.message !== '' ? [error.message] : [],
  );
}

/**
 * A form whose fields validate through react-hook-form against a zod schema. Each field's outcome shows
 * once the user leaves it and then follows every change; a submit with invalid fields shows every field's
 * outcome, moves focus to the first invalid one and lists the messages in an alert that screen readers
 * announce. Messages and the summary's title are English keys shown through the app's translations. Place
 * `FormTextField`, `FormSelect` and the other form controls inside, by `name`.
 */
export function Form<T extends FieldValues>({
  schema,
  defaultValues,
  onSubmit,
  summaryTitle = 'Please correct the errors below.',
  id,
  className,
  children,
  ...labelling
}: FormProps<T>) {
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onTouched',
    // Focus follows the page order rather than the order fields registered in, so it is moved below.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation();
  const { submitCount, errors } = form.formState;
  const isSummaryShown = submitCount > 0 && !form.formState.isSubmitSuccessful;
  const messages = isSummaryShown ? errorMessages(errors) : [];

  useEffect(() => {
    if (submitCount > 0) focusFirstInvalidField(formRef.current);
  }, [submitCount]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit((values) => onSubmit(values, form))(event);

  return (
    <FormProvider {...form}>
      <StyledForm ref={formRef} id={id} className={className} noValidate onSubmit={submit} {...labelling}>
        {messages.length > 0 && (
          // Keyed by attempt so every failed submit is announced again, not only the first.
          <Alert key={submitCount} variant="danger" title={t(summaryTitle)}>
            <SummaryList>
              {messages.map((message, index) => (
                <li key={index}>{t(message)}</li>
              ))}
            </SummaryList>
          </Alert>
        )}
        {typeof children === 'function' ? children(form) : children}
      </StyledForm>
    </FormProvider>
  );
}
