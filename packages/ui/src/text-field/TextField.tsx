import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useObjectRef, useTextField, type AriaTextFieldProps } from 'react-aria';
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldInput,
  FieldLabel,
  getFieldValidationState,
  resolveFieldErrorMessage,
  type FieldSize,
} from '../field';

/** Input types a {@link TextField} draws; numbers and dates have fields of their own. */
export type TextFieldType = 'text' | 'email' | 'password' | 'url' | 'tel' | 'search';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'type'> {
  type?: TextFieldType;
  /** Success state: green border and a tick once the value passes its checks. */
  isValid?: boolean;
  /** Icon or short text drawn inside the box before the text. */
  startAdornment?: ReactNode;
  /** Icon, text or small button drawn inside the box after the text. */
  endAdornment?: ReactNode;
  /** Add-ons joined to the box's start (an `InputAddon`, a button, a dropdown menu), as an input group. */
  startAddon?: ReactNode;
  /** Add-ons joined to the box's end. */
  endAddon?: ReactNode;
  /** Height and text size: `sm`, `md` (default) or `lg`, matching the buttons of those sizes. */
  size?: FieldSize;
  /**
   * Direction of the typed text, apart from the label's: `ltr` for values that read left to right in every
   * language (e-mail addresses, web addresses, codes), `auto` to follow the first letter typed. The page's
   * direction by default.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string;
}

/**
 * A labelled single-line text input (react-aria `useTextField`). Validation follows react-aria: with the
 * default native behaviour, `isRequired`, `minLength`, `pattern`, `type="email"` and `validate` are checked
 * when the value is committed (blur) and on form submit; `isInvalid` + `errorMessage` show at once.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    isValid,
    startAdornment,
    endAdornment,
    startAddon,
    endAddon,
    size,
    dir,
    className,
    validationBehavior = 'native',
    ...ariaProps
  },
  forwardedRef,
) {
  const ref = useObjectRef(forwardedRef);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, ...validation } = useTextField(
    { ...ariaProps, validationBehavior },
    ref,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const { label, description, errorMessage, isRequired, isDisabled, isReadOnly } = ariaProps;
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
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        startAddon={startAddon}
        endAddon={endAddon}
        size={size}
      >
        <FieldInput {...mergeProps(inputProps, focusProps)} dir={dir} ref={ref} />
      </FieldControl>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <FieldError {...errorMessageProps}>{resolveFieldErrorMessage(errorMessage, validation)}</FieldError>
    </Field>
  );
});
