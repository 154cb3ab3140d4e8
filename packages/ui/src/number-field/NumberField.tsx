import { forwardRef, useRef, type ReactNode } from 'react';
import {
  useButton,
  useLocale,
  useNumberField,
  useObjectRef,
  type AriaButtonProps,
  type AriaNumberFieldProps,
} from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { ChevronIcon } from '../select/ChevronIcon';
import {
  controlValidation,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  validationClassName,
} from '../select/ControlField.styles';
import { NumberGroup, NumberInput, StepButton, Stepper } from './NumberField.styles';

/** Props of {@link NumberField}: react-aria's number field props plus Atrium's valid state. */
export interface NumberFieldProps extends AriaNumberFieldProps {
  /** Shows the success state once the value passes its checks. */
  isValid?: boolean;
  className?: string;
}

function StepperButton({ pointing, ...props }: AriaButtonProps & { pointing: 'up' | 'down' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton(props, ref);
  return (
    <StepButton {...buttonProps} ref={ref} $isPressed={isPressed}>
      <ChevronIcon pointing={pointing} />
    </StepButton>
  );
}

/**
 * A number spinner (react-aria `useNumberField`): locale-aware formatting through `formatOptions` (currency,
 * percent, decimals), arrow keys and PageUp/PageDown step, Home/End jump to the bounds, buttons repeat while
 * held, and a typed value is snapped to `step` and clamped to `minValue`..`maxValue` on blur.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(
  function NumberField(props, forwardedRef) {
    const { label, description, isValid = false, isDisabled = false, className } = props;
    const { locale } = useLocale();
    const state = useNumberFieldState({ ...props, locale });
    const inputRef = useObjectRef(forwardedRef);
    const field = useNumberField(props, state, inputRef);
    const validation = controlValidation(field.isInvalid, isValid);
    const errorMessage: ReactNode =
      typeof props.errorMessage === 'function' ? props.errorMessage(field) : props.errorMessage;
    const hasError = field.isInvalid && (errorMessage != null || field.validationErrors.length > 0);

    return (
      <FieldRoot className={validationClassName(validation, className)}>
        {label != null && <FieldLabel {...field.labelProps}>{label}</FieldLabel>}
        <NumberGroup {...field.groupProps} $validation={validation} $isDisabled={isDisabled}>
          <NumberInput {...field.inputProps} ref={inputRef} />
          <Stepper>
            <StepperButton {...field.incrementButtonProps} pointing="up" />
            <StepperButton {...field.decrementButtonProps} pointing="down" />
          </Stepper>
        </NumberGroup>
        {description != null && (
          <FieldDescription {...field.descriptionProps}>{description}</FieldDescription>
        )}
        {hasError && (
          <FieldError {...field.errorMessageProps}>
            {errorMessage ?? field.validationErrors.join(' ')}
          </FieldError>
        )}
      </FieldRoot>
    );
  },
);
