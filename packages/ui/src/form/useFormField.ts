import type { RefCallback } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../i18n';

/** Options of {@link useFormField}. */
export interface UseFormFieldOptions {
  /** Other fields to check again whenever this one changes (a confirmation that must match it). */
  deps?: readonly string[];
}

/** What {@link useFormField} hands a field control. */
export interface FormFieldState<V> {
  value: V;
  onChange: (value: V) => void;
  /** Marks the field touched: from then on its outcome shows and follows every change. */
  onBlur: () => void;
  /** Pass as the control's `ref`: the form focuses it when asked to. */
  registerElement: RefCallback<HTMLElement>;
  isInvalid: boolean;
  /** Touched or submitted, passing, and not empty: the success state. */
  isValid: boolean;
  errorMessage: string | undefined;
  /** The form decides when messages show, so react-aria only mirrors them in ARIA. */
  validationBehavior: 'aria';
}

function isFilled(value: unknown) {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}

/**
 * Connects one field of the surrounding {@link Form} to a control: its value, its messages and when they
 * show. Nothing shows before the field is first left (or the form submitted); from then on the outcome
 * follows the value live, so a fresh field is never scolded while the user is still typing. Messages are
 * English keys shown through the app's translations, so schemas stay in one language.
 */
export function useFormField<V>(name: string, { deps }: UseFormFieldOptions = {}): FormFieldState<V> {
  const { control } = useFormContext<FieldValues>();
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController<FieldValues, Path<FieldValues>>({
    name,
    control,
    rules: deps ? { deps: [...deps] } : undefined,
  });
  const isShown = fieldState.isTouched || formState.isSubmitted;
  const message = fieldState.error?.message;
  const errorMessage = message === undefined ? undefined : t(message);
  return {
    value: field.value as V,
    onChange: (value) => field.onChange(value),
    onBlur: field.onBlur,
    registerElement: field.ref,
    isInvalid: errorMessage !== undefined,
    isValid: isShown && errorMessage === undefined && isFilled(field.value),
    errorMessage,
    validationBehavior: 'aria',
  };
}
