export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
export { TextArea, type TextAreaProps } from './TextArea';
