import type { ReactNode } from 'react';
import { useRadioGroup, type AriaRadioGroupProps } from 'react-aria';
import { useRadioGroupState } from 'react-stately';
import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
  getFieldValidationState,
  resolveFieldErrorMessage,
} from '../field';
import { RadioItems } from './RadioGroup.styles';
import { RadioGroupContext } from './RadioGroupContext';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps extends AriaRadioGroupProps {
  /** Success state: the group gets the `is-valid` class and the circles a success border. */
  isValid?: boolean;
  className?: string;
  /** The {@link Radio}s to choose from. */
  children: ReactNode;
}

/**
 * A labelled set of {@link Radio}s of which one is chosen (react-aria `useRadioGroup`): one tab stop,
 * arrow keys move and select. `orientation` lays the radios in a column (default) or a row.
 */
export function RadioGroup({
  isValid,
  className,
  children,
  validationBehavior = 'native',
  ...ariaProps
}: RadioGroupProps) {
  const options = { ...ariaProps, validationBehavior };
  const state = useRadioGroupState(options);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps, ...validation } = useRadioGroup(
    options,
    state,
  );
  const { label, description, errorMessage, isRequired, orientation = 'vertical' } = ariaProps;
  const validationState = getFieldValidationState(validation.isInvalid, isValid);
  // react-stately hands out a new state object every render, so memoising the context would gain nothing.
  const context = { state, validationState };

  return (
    <Field {...radioGroupProps} validationState={validationState} className={className}>
      {label != null && (
        <FieldLabel {...labelProps} elementType="span" isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <RadioItems $orientation={orientation}>
        <RadioGroupContext.Provider value={context}>{children}</RadioGroupContext.Provider>
      </RadioItems>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <FieldError {...errorMessageProps}>{resolveFieldErrorMessage(errorMessage, validation)}</FieldError>
    </Field>
  );
}
