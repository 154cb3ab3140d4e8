import { forwardRef, useState } from 'react';
import {
  mergeProps,
  useFocusRing,
  useId,
  useObjectRef,
  useTextField,
  type AriaTextFieldProps,
} from 'react-aria';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  getFieldValidationState,
  resolveFieldErrorMessage,
} from '../field';
import { Counter, HelpRow, StyledTextArea } from './TextArea.styles';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<AriaTextFieldProps<HTMLTextAreaElement>, 'type'> {
  /** Visible lines before the box scrolls; the user can still drag it taller. */
  rows?: number;
  /** Success state: green border and a tick. */
  isValid?: boolean;
  /** Show the "12 / 500" counter; on by default whenever `maxLength` is set. */
  showCounter?: boolean;
  /** Text of the counter. */
  formatCounter?: (length: number, maxLength: number) => string;
  className?: string;
}

const defaultFormatCounter = (length: number, maxLength: number) => `${length} / ${maxLength}`;

/** A labelled multi-line text input (react-aria `useTextField`) with an optional character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    rows = 3,
    isValid,
    showCounter,
    formatCounter = defaultFormatCounter,
    className,
    validationBehavior = 'native',
    value,
    defaultValue,
    onChange,
    ...ariaProps
  },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  // The counter needs the text even when the app leaves the value uncontrolled.
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const isControlled = value !== undefined;
  const text = isControlled ? value : ownValue;
  const { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useTextField(
    {
      ...ariaProps,
      value: text,
      onChange: (next) => {
        if (!isControlled) setOwnValue(next);
        onChange?.(next);
      },
      validationBehavior,
      inputElementType: 'textarea',
    },
    ref,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const counterId = useId();
  const { label, description, errorMessage, isRequired, isDisabled, isReadOnly, maxLength } = ariaProps;
  const hasCounter = maxLength != null && (showCounter ?? true);
  const describedBy = [inputProps['aria-describedby'], hasCounter ? counterId : undefined];
  const state = getFieldValidationState(validation.isInvalid, isValid);

  return (
    <Field validationState={state} className={className}>
      {label != null && (
        <FieldLabel {...labelProps} isRequired={isRequired}>
          {label}
        </FieldLabel>
      )}
      <FieldControl
        validationState={state}
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isFocused={isFocused}
        isFocusVisible={isFocusVisible}
        isMultiline
      >
        <StyledTextArea
          {...mergeProps(inputProps, focusProps)}
          aria-describedby={describedBy.filter(Boolean).join(' ') || undefined}
          rows={rows}
          ref={ref}
        />
      </FieldControl>
      {(description != null || hasCounter) && (
        <HelpRow>
          {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
          {hasCounter && (
            <Counter id={counterId} $isFull={text.length >= maxLength}>
              {formatCounter(text.length, maxLength)}
            </Counter>
          )}
        </HelpRow>
      )}
      <FieldError {...errorMessageProps}>{resolveFieldErrorMessage(errorMessage, validation)}</FieldError>
    </Field>
  );
});
