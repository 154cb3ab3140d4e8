export { Field, FieldDescription, FieldError, FieldLabel } from './Field';
export type { FieldDescriptionProps, FieldErrorProps, FieldLabelProps, FieldProps } from './Field';
export { FieldControl, type FieldControlProps } from './FieldControl';
export {
  FieldInput,
  controlHeight,
  fieldSizes,
  focusRingStyle,
  stateBorderColor,
  type FieldSize,
} from './Field.styles';
export {
  fieldClassNames,
  getFieldValidationState,
  resolveFieldErrorMessage,
  type FieldErrorMessage,
  type FieldValidationResult,
  type FieldValidationState,
} from './fieldValidationState';
export {
  describeFieldValidation,
  useFieldValidation,
  validateFieldValue,
  type FieldRuleMessages,
  type FieldRuleName,
  type FieldRules,
  type FieldValidation,
  type FieldValidationProps,
  type FieldValidationView,
  type FieldValue,
} from './useFieldValidation';
export { ChoiceGroupField } from './ChoiceGroupField';
export { ChoiceItems, ChoiceLabel } from './ChoiceGroup.styles';
export { HorizontalFields, type HorizontalFieldsProps } from './HorizontalFields';
