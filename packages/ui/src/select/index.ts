export { Select, type SelectOptionState, type SelectProps } from './Select';
export { useSelectField, type SelectItem, type UseSelectFieldOptions } from './useSelectField';
export { useMenuPosition } from './useMenuPosition';
