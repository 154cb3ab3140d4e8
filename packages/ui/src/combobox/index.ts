export { Combobox, type ComboboxMessages, type ComboboxProps } from './Combobox';
export { useComboboxField, type ComboboxStatus, type UseComboboxFieldOptions } from './useComboboxField';
export {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_MIN_CHARS,
  createAsyncItemsLoader,
  useAsyncItems,
  type AsyncItemsLoader,
  type AsyncItemsOptions,
  type AsyncItemsState,
  type AsyncItemsStatus,
  type LoadItems,
  type UseAsyncItemsOptions,
} from './useAsyncItems';
