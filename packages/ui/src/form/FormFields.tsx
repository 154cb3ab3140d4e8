import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, type CheckboxGroupProps, type CheckboxProps } from '../checkbox';
import { RadioGroup, type RadioGroupProps } from '../radio-group';
import { Select, type SelectItem, type SelectProps } from '../select';
import { TextArea, TextField, type TextAreaProps, type TextFieldProps } from '../text-field';
import { useFormField, type FormFieldState } from './useFormField';

/** What every form control takes besides its own props: the field's name and the fields it affects. */
interface FormControlProps {
  /** The value's key in the form's values and schema. */
  name: string;
  /** Fields checked again whenever this one changes, e.g. a confirmation compared with it. */
  deps?: readonly string[];
}

type Managed = 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'validationBehavior';

type BoundField<V> = Omit<FormFieldState<V>, 'registerElement'>;

// What every control shows of the outcome; `isValid` from the app wins over the computed success state.
function outcomeProps<V>(field: BoundField<V>, isValid?: boolean) {
  return {
    isInvalid: field.isInvalid,
    isValid: isValid ?? field.isValid,
    errorMessage: field.errorMessage,
    validationBehavior: field.validationBehavior,
  };
}

// Text fields take the form's state as is: value, typing, leaving and the outcome.
function textControlProps(field: BoundField<string>, isValid?: boolean) {
  return {
    ...outcomeProps(field, isValid),
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}

// Picking a choice is a finished answer, so it counts as leaving the field: its outcome shows at once.
function commitOnChange<V>(field: BoundField<V>) {
  return (value: V) => {
    field.onChange(value);
    field.onBlur();
  };
}

/** Props of {@link FormTextField}. */
export type FormTextFieldProps = FormControlProps & Omit<TextFieldProps, Managed | 'name'>;

/** A {@link TextField} bound to a field of the surrounding `Form`. */
export function FormTextField({ name, deps, isValid, ...props }: FormTextFieldProps) {
  const { registerElement, ...field } = useFormField<string>(name, { deps });
  return <TextField {...props} {...textControlProps(field, isValid)} name={name} ref={registerElement} />;
}

/** Props of {@link FormTextArea}. */
export type FormTextAreaProps = FormControlProps & Omit<TextAreaProps, Managed | 'name'>;

/** A {@link TextArea} bound to a field of the surrounding `Form`. */
export function FormTextArea({ name, deps, isValid, ...props }: FormTextAreaProps) {
  const { registerElement, ...field } = useFormField<string>(name, { deps });
  return <TextArea {...props} {...textControlProps(field, isValid)} name={name} ref={registerElement} />;
}

/** Props of {@link FormSelect}; nothing chosen is the empty string in the form's values. */
export type FormSelectProps<T extends SelectItem = SelectItem> = FormControlProps &
  Omit<SelectProps<T>, 'value' | 'defaultValue' | 'onChange' | 'isInvalid' | 'errorMessage' | 'name'>;

/** A {@link Select} bound to a field of the surrounding `Form`; choosing counts as leaving the field. */
export function FormSelect<T extends SelectItem = SelectItem>({
  name,
  deps,
  isValid,
  ...props
}: FormSelectProps<T>) {
  const { registerElement, ...field } = useFormField<string>(name, { deps });
  return (
    <Select<T>
      {...props}
      name={name}
      ref={registerElement}
      value={field.value === '' ? null : field.value}
      onChange={(value) => commitOnChange(field)(value ?? '')}
      isInvalid={field.isInvalid}
      isValid={isValid ?? field.isValid}
      errorMessage={field.errorMessage}
    />
  );
}

/** Props of {@link FormCheckboxGroup}; the value is the list of ticked boxes' values. */
export type FormCheckboxGroupProps = FormControlProps &
  Omit<CheckboxGroupProps, Managed | 'name' | 'minSelected' | 'maxSelected' | 'selectionMessage'>;

/** A {@link CheckboxGroup} bound to a field of the surrounding `Form`; each tick counts as leaving it. */
export function FormCheckboxGroup({ name, deps, isValid, ...props }: FormCheckboxGroupProps) {
  const field = useFormField<string[]>(name, { deps });
  return (
    <CheckboxGroup
      {...props}
      {...outcomeProps(field, isValid)}
      name={name}
      value={field.value}
      onChange={commitOnChange(field)}
    />
  );
}

/** Props of {@link FormRadioGroup}; nothing chosen is the empty string in the form's values. */
export type FormRadioGroupProps = FormControlProps & Omit<RadioGroupProps, Managed | 'name'>;

/** A {@link RadioGroup} bound to a field of the surrounding `Form`; choosing counts as leaving it. */
export function FormRadioGroup({ name, deps, isValid, ...props }: FormRadioGroupProps) {
  const field = useFormField<string>(name, { deps });
  return (
    <RadioGroup
      {...props}
      {...outcomeProps(field, isValid)}
      name={name}
      value={field.value === '' ? null : field.value}
      onChange={commitOnChange(field)}
    />
  );
}

/** Props of {@link FormCheckbox}. */
export type FormCheckboxProps = FormControlProps &
  Omit<CheckboxProps, 'isSelected' | 'defaultSelected' | 'onChange' | Managed | 'name'> & {
    children: ReactNode;
  };

/** A single {@link Checkbox} (agreeing to terms) bound to a boolean field of the surrounding `Form`. */
export function FormCheckbox({ name, deps, isValid, ...props }: FormCheckboxProps) {
  const { registerElement, ...field } = useFormField<boolean>(name, { deps });
  return (
    <Checkbox
      {...props}
      name={name}
      {...outcomeProps(field, isValid)}
      ref={registerElement}
      isSelected={field.value}
      onChange={commitOnChange(field)}
    />
  );
}
