import { forwardRef, useRef, useState, type ReactNode } from 'react';
import {
  useButton,
  useLocale,
  useNumberField,
  useNumberFormatter,
  useObjectRef,
  type AriaButtonProps,
  type AriaNumberFieldProps,
} from 'react-aria';
import { useNumberFieldState } from 'react-stately';
import { useTranslation } from '../i18n';
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
import { useSteppedState } from './useSteppedState';

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
 * held, and a typed value is clamped to `minValue`..`maxValue` on blur. With a `step`, the accepted values
 * count from the starting value (else from `minValue`): 5 to 2500 by 25 starting at 1000 accepts 25, 50, …
 * 1000, 1025, … 2500. A typed value between two steps stays as typed and the field says which two values
 * around it are accepted.
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(
  function NumberField(props, forwardedRef) {
    const { label, description, isValid = false, isDisabled = false, className } = props;
    const { locale } = useLocale();
    const { t } = useTranslation();
    const format = useNumberFormatter(props.formatOptions);
    const [ownValue, setOwnValue] = useState(props.defaultValue ?? Number.NaN);
    const stepped = useSteppedState(props, ownValue, (below, above) =>
      t('Values go in steps of {step}: the nearest are {below} and {above}.', {
        step: format.format(props.step ?? 1),
        below: format.format(below),
        above: format.format(above),
      }),
    );
    const valueProps = {
      ...props,
      ...stepped.props,
      onChange: (typed: number) => {
        const value = stepped.clamp(typed);
        setOwnValue(value);
        props.onChange?.(value);
      },
    };
    const state = stepped.wrap(useNumberFieldState({ ...valueProps, locale }));
    const inputRef = useObjectRef(forwardedRef);
    // The field's own checks stand in for react-aria's native ones, which count steps from the minimum.
    const field = useNumberField({ ...valueProps, commitBehavior: undefined }, state, inputRef);
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
