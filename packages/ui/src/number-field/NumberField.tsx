import { forwardRef, useRef, useState, type ReactNode } from 'react';
import {
  useButton,
  useLocale,
  useNumberField,
  useObjectRef,
  type AriaButtonProps,
  type AriaNumberFieldProps,
} from 'react-aria';
import { useNumberFieldState } from 'react-stately';
// The same snapping react-stately applies itself, so typed values land exactly where the steps do.
import { snapValueToStep } from 'react-stately/private/utils/number';
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
 * held, and a typed value is snapped to `step` and clamped to `minValue`..`maxValue` on blur. The starting
 * value shows as given even off the step grid (which counts from `minValue`); the first step lands on it.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(
  function NumberField(props, forwardedRef) {
    const { label, description, isValid = false, isDisabled = false, className } = props;
    const { locale } = useLocale();
    // In its 'snap' mode react-stately also snaps the starting value to the grid counted from minValue (5, 30,
    // … 1005 for 5 to 2500 by 25), so a spinner meant to start at 1000 showed 1005. In 'validate' mode it leaves
    // the value as given and steps still land on the grid (up from 1000 to 1005, then 1030); typed values are snapped here on commit instead.
    const { minValue, maxValue, step } = props;
    const [ownValue, setOwnValue] = useState(props.defaultValue ?? Number.NaN);
    const valueProps = {
      ...props,
      value: props.value ?? ownValue,
      defaultValue: undefined,
      commitBehavior: 'validate' as const,
      onChange: (typed: number) => {
        const value =
          Number.isNaN(typed) || step === undefined || Number.isNaN(step)
            ? Math.min(Math.max(typed, minValue ?? -Infinity), maxValue ?? Infinity)
            : snapValueToStep(typed, minValue, maxValue, step);
        setOwnValue(value);
        props.onChange?.(value);
      },
    };
    const state = useNumberFieldState({ ...valueProps, locale });
    const inputRef = useObjectRef(forwardedRef);
    const field = useNumberField(valueProps, state, inputRef);
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
