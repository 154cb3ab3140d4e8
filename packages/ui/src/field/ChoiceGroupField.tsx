import type { DOMAttributes, ReactNode } from 'react';
import type { Orientation } from 'react-aria';
import { Field, FieldDescription, FieldError, FieldLabel } from './Field';
import { ChoiceItems } from './ChoiceGroup.styles';
import {
  resolveFieldErrorMessage,
  type FieldErrorMessage,
  type FieldValidationResult,
  type FieldValidationState,
} from './fieldValidationState';

/** What react-aria's `useCheckboxGroup` and `useRadioGroup` return besides the group element's props. */
interface ChoiceGroupAria extends FieldValidationResult {
  labelProps: DOMAttributes<HTMLElement>;
  descriptionProps: DOMAttributes<HTMLElement>;
  errorMessageProps: DOMAttributes<HTMLElement>;
}

interface ChoiceGroupFieldProps {
  /** The group element's props from react-aria (`groupProps` or `radioGroupProps`). */
  groupProps: DOMAttributes<HTMLElement>;
  aria: ChoiceGroupAria;
  validationState: FieldValidationState;
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  isRequired?: boolean;
  orientation: Orientation;
  className?: string;
  children: ReactNode;
}

/** The field around a checkbox or radio group: its label, the choices, help text and error, in that order. */
export function ChoiceGroupField({
  groupProps,
  aria: { labelProps, descriptionProps, errorMessageProps, ...validation },
  validationState,
  label,
  description,
  errorMessage,
  isRequired,
  orientation,
  className,
  children,
}: ChoiceGroupFieldProps) {
  return (
    <Field {...groupProps} validationState={validationState} className={className}>
      {label != null && (
        <FieldLabel {...labelProps} elementType="span" isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <ChoiceItems $orientation={orientation}>{children}</ChoiceItems>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <FieldError {...errorMessageProps}>{resolveFieldErrorMessage(errorMessage, validation)}</FieldError>
    </Field>
  );
}
