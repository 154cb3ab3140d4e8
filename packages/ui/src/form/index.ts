export { Form, type FormProps } from './Form';
export { FormActions, FormRow } from './Form.styles';
export {
  FormCheckbox,
  FormCheckboxGroup,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  type FormCheckboxGroupProps,
  type FormCheckboxProps,
  type FormRadioGroupProps,
  type FormSelectProps,
  type FormTextAreaProps,
  type FormTextFieldProps,
} from './FormFields';
export {
  acceptedRule,
  choicesRule,
  differentFromField,
  equalToField,
  textRule,
  type FormRuleMessage,
} from './formRules';
export { useFormField, type FormFieldState, type UseFormFieldOptions } from './useFormField';
