import type { ReactNode } from 'react';
import type { TextFieldAria } from 'react-aria';

/** Outcome shown on a field: `invalid` draws the error, `valid` the success mark, none is neutral. */
export type FieldValidationState = 'invalid' | 'valid' | undefined;

/** The validation outcome react-aria reports for a field (its `ValidationResult`). */
export type FieldValidationResult = Pick<
  TextFieldAria,
  'isInvalid' | 'validationErrors' | 'validationDetails'
>;

/** An error message as react-aria accepts it: fixed content, or content computed from the validation result. */
export type FieldErrorMessage = ReactNode | ((validation: FieldValidationResult) => ReactNode);

/** Stable class names on the field wrapper, so apps can hook their own styles onto a state. */
export const fieldClassNames = {
  root: 'atrium-field',
  /** The field's visible name; a horizontal form lays it beside the control. */
  label: 'atrium-field-label',
  invalid: 'is-invalid',
  valid: 'is-valid',
} as const;

/** Folds the two flags into one state; invalid wins, since a field cannot be both. */
export function getFieldValidationState(
  isInvalid: boolean | undefined,
  isValid: boolean | undefined,
): FieldValidationState {
  if (isInvalid) return 'invalid';
  return isValid ? 'valid' : undefined;
}

/** Class list of a field wrapper: the base class, the state class, then the app's own classes. */
export function fieldClassName(state: FieldValidationState, className?: string) {
  const stateClass =
    state === 'invalid' ? fieldClassNames.invalid : state === 'valid' ? fieldClassNames.valid : '';
  return [fieldClassNames.root, stateClass, className].filter(Boolean).join(' ');
}

/**
 * The message to show under an invalid field: the app's `errorMessage` (fixed or computed), else the
 * messages react-aria collected from `validate` or the browser's constraint checks.
 */
export function resolveFieldErrorMessage(
  errorMessage: FieldErrorMessage,
  validation: FieldValidationResult,
): ReactNode {
  if (!validation.isInvalid) return null;
  if (typeof errorMessage === 'function') return errorMessage(validation);
  return errorMessage ?? validation.validationErrors.join(' ');
}
