import type { ChangeEvent } from 'react';
import { Field, FieldControl, FieldDescription, FieldInput, FieldLabel, type FieldSize } from '@atrium/ui';
import { mergeProps, useField, useFocusRing } from 'react-aria';

/** Input types the browser draws its own picker for; the field chrome around them is Atrium's. */
export type NativeFieldType = 'number' | 'date' | 'time' | 'color' | 'file';

/** Props of {@link NativeField}. */
export interface NativeFieldProps {
  label: string;
  type: NativeFieldType;
  description?: string;
  defaultValue?: string;
  min?: string;
  max?: string;
  accept?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  size?: FieldSize;
  onChange?: (value: string) => void;
}

/**
 * A native number, date, time, colour or file input in the field chrome every text field has, so the
 * showcase shows each input type the browser offers with the same label, border, focus ring and help text.
 */
export function NativeField({
  label,
  type,
  description,
  isDisabled,
  isReadOnly,
  size,
  onChange,
  ...inputProps
}: NativeFieldProps) {
  const { labelProps, fieldProps, descriptionProps } = useField({ label, description });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput: type !== 'color' });
  return (
    <Field>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      <FieldControl
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isFocused={isFocused}
        isFocusVisible={isFocusVisible}
        size={size}
      >
        <FieldInput
          {...mergeProps(fieldProps, focusProps, inputProps)}
          type={type}
          disabled={isDisabled}
          readOnly={isReadOnly}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
        />
      </FieldControl>
      {description != null && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
    </Field>
  );
}
