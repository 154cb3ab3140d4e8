export { MultiSelect, type MultiSelectProps } from './MultiSelect';
export { useMultiSelect, type MultiSelectChange, type UseMultiSelectOptions } from './useMultiSelect';
