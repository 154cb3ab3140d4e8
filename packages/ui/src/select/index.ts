export { Select, type SelectProps } from './Select';
export type { SelectOptionState } from './MenuOptions';
export { useSelectField, type SelectItem, type UseSelectFieldOptions } from './useSelectField';
export { useMenuPosition } from './useMenuPosition';
