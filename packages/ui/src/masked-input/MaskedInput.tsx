import { forwardRef, type ReactNode } from 'react';
import { mergeProps, useField, useFocusRing } from 'react-aria';
import { Field, FieldControl, FieldDescription, FieldError, FieldInput, FieldLabel } from '../field';
import { useTranslation } from '../i18n';
import { maskPresets, type MaskPreset, type MaskPresetName } from './maskPresets';
import { useMaskedInput } from './useMaskedInput';

/** Props of {@link MaskedInput}. */
export interface MaskedInputProps {
  label: ReactNode;
  /** A ready-made mask (`phone`, `date`, `card`), or a mask of your own with its format in words. */
  mask: MaskPresetName | MaskPreset;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Replaces the format description, e.g. to translate it. */
  description?: ReactNode;
  /** The message for a value left half typed. */
  incompleteMessage?: string;
  placeholder?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A text input that fits what is typed or pasted to a mask (phone, date, card or your own): literals are
 * written for the user, characters that cannot fit are dropped, the caret stays where the user typed and
 * Backspace over a bracket deletes the digit before it. The expected format is the input's description,
 * and a value left half typed, an impossible date or a mistyped card number gets a message on leaving.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  {
    label,
    mask,
    value,
    defaultValue,
    onChange,
    description,
    incompleteMessage,
    placeholder,
    name,
    isRequired = false,
    isDisabled = false,
    className,
  },
  ref,
) {
  const { t } = useTranslation();
  const preset = typeof mask === 'string' ? maskPresets[mask] : mask;
  const masked = useMaskedInput({
    mask: preset.mask,
    value,
    defaultValue,
    onChange,
    check: 'check' in preset ? preset.check : undefined,
    incompleteMessage,
  });
  const isInvalid = masked.error !== null;
  // Custom messages pass through translation too: a dictionary without them shows them as given.
  const error = masked.error === null ? null : t(masked.error);
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description: description ?? t(preset.format),
    errorMessage: error,
    isInvalid,
  });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: true });
  const state = isInvalid ? 'invalid' : undefined;

  return (
    <Field validationState={state} className={className}>
      <FieldLabel {...labelProps} isRequired={isRequired}>
        {label}
      </FieldLabel>
      <FieldControl
        validationState={state}
        isDisabled={isDisabled}
        isFocused={isFocused}
        isFocusVisible={isFocusVisible}
      >
        <FieldInput
          {...mergeProps(fieldProps, focusProps, { onBlur: masked.onInputBlur })}
          ref={ref}
          name={name}
          value={masked.value}
          onChange={masked.onInputChange}
          placeholder={placeholder}
          inputMode={preset.inputMode}
          autoComplete={'autoComplete' in preset ? preset.autoComplete : undefined}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          // Numbers keep their written order in right-to-left pages.
          dir="ltr"
        />
      </FieldControl>
      <FieldDescription {...descriptionProps}>{description ?? t(preset.format)}</FieldDescription>
      <FieldError {...errorMessageProps}>{error}</FieldError>
    </Field>
  );
});
